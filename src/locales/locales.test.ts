/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { textDirection, type PaykitLocale } from '../react/i18n/locale';
import { mayEqualEnglish } from '../../test/fixtures/same-as-english';
import { en } from './en';

/** Every translation shipped under paykit/locales/<tag>, found on disk so a new one is checked without being listed here. */
const modules = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });
const locales: PaykitLocale[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter((value): value is PaykitLocale => typeof value === 'object' && value !== null && 'tag' in value && 'messages' in value),
);
const byTag = new Map(locales.map((locale) => [locale.tag, locale]));
const englishKeys = Object.keys(en.messages).sort();

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The counted messages: `x` for English's `x.one` and `x.other` (a lone `….other` is the word "other"). */
const pluralBases = englishKeys
  .filter((key) => key.endsWith('.other'))
  .map((key) => key.slice(0, -'.other'.length))
  .filter((base) => englishKeys.includes(`${base}.one`));
/** A form beyond English's one and other that a language with more plural forms adds (Arabic's zero, two, few, many). */
const isExtraPluralForm = (key: string) => pluralBases.some((base) => /^\.(zero|two|few|many)$/.test(key.slice(base.length)) && key.startsWith(base));
/** The forms that name one fixed number ("one transaction", "two transactions") may leave that number out. */
const namesItsNumber = (key: string) => /\.(zero|one|two)$/.test(key) && pluralBases.some((base) => key.startsWith(`${base}.`));

describe('locales', () => {
  it('ships English plus at least Spanish, French, German, Simplified Chinese and Arabic', () => {
    expect([...byTag.keys()].sort()).toEqual(expect.arrayContaining(['ar', 'de', 'en', 'es', 'fr', 'zh-CN']));
  });

  describe.each(locales.filter((locale) => locale.tag !== 'en').map((locale) => [locale.tag, locale] as const))('%s', (tag, locale) => {
    it('has every key of the English catalogue and no other', () => {
      const keys = Object.keys(locale.messages).sort();
      expect(
        englishKeys.filter((key) => !keys.includes(key)),
        'missing keys',
      ).toEqual([]);
      expect(
        keys.filter((key) => !englishKeys.includes(key) && !isExtraPluralForm(key)),
        'keys English does not have',
      ).toEqual([]);
    });

    it('keeps each message’s {placeholders}, so no amount, address or name is dropped', () => {
      const messages = locale.messages as Record<string, string>;
      const english = (key: string) => (en.messages as Record<string, string>)[key] ?? (en.messages as Record<string, string>)[key.replace(/\.\w+$/, '.other')]!;
      const mismatched = Object.keys({ ...en.messages, ...messages })
        .filter((key) => {
          const expected = placeholders(english(key));
          const given = placeholders(messages[key] ?? '');
          return namesItsNumber(key) ? given.some((name) => !expected.includes(name)) : given.join() !== expected.join();
        })
        .sort();
      expect(mismatched).toEqual([]);
    });

    it('gives each counted message every plural form its language has (Intl.PluralRules)', () => {
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      const missing = pluralBases.flatMap((base) => categories.map((category) => `${base}.${category}`)).filter((key) => !(key in locale.messages));
      expect(missing).toEqual([]);
    });

    it('translates every message: none equal to the English one unless it is a name, a code or an allowed word (test/fixtures/same-as-english.ts)', () => {
      const english = en.messages as Record<string, string>;
      const untranslated = Object.entries(locale.messages as Record<string, string>)
        .filter(([key, text]) => text === english[key] && !mayEqualEnglish(tag, text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
    });

    it('has no empty message', () => {
      expect(
        Object.entries(locale.messages)
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => key),
      ).toEqual([]);
    });

    it('is a canonical tag Intl formats with', () => {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(Intl.NumberFormat.supportedLocalesOf([tag])).toHaveLength(1);
      expect(Intl.DisplayNames.supportedLocalesOf([tag])).toHaveLength(1);
    });
  });

  it('marks Arabic, Hebrew and Persian right to left and every other shipped language left to right', () => {
    const rightToLeft = new Set(['ar', 'he', 'fa']);
    expect(Object.fromEntries(locales.map((locale) => [locale.tag, textDirection(locale.tag)]))).toEqual(
      Object.fromEntries(locales.map((locale) => [locale.tag, rightToLeft.has(locale.tag) ? 'rtl' : 'ltr'])),
    );
    // The three right-to-left languages issue 37 ships, whether or not their folders have landed yet.
    expect(['ar', 'he', 'fa', 'he-IL', 'fa-IR', 'iw'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(Object.fromEntries(locales.map((locale) => [locale.tag, textDirection(locale.tag)]))).toMatchObject({
      ar: 'rtl',
      de: 'ltr',
      en: 'ltr',
      es: 'ltr',
      fr: 'ltr',
      'zh-CN': 'ltr',
    });
  });
});

describe('textDirection', () => {
  it.each([
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['az-Arab', 'rtl'],
    ['ku-Latn', 'ltr'],
    ['ku', 'ltr'],
    ['ckb', 'rtl'],
    ['ar-u-nu-latn', 'rtl'],
    ['en-u-nu-arab', 'ltr'],
    ['he-x-test', 'rtl'],
    ['zh-Hant-TW', 'ltr'],
    ['en_GB', 'ltr'],
  ] as const)('%s is %s', (tag, direction) => {
    expect(textDirection(tag)).toBe(direction);
  });
});
