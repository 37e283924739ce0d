/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { textDirection, type PaykitLocale } from '../react/i18n/locale';
import { en } from './en';

/** Every translation shipped under paykit/locales/<tag>, found on disk so a new one is checked without being listed here. */
const modules = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });
const locales: PaykitLocale[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter((value): value is PaykitLocale => typeof value === 'object' && value !== null && 'tag' in value && 'messages' in value),
);
const byTag = new Map(locales.map((locale) => [locale.tag, locale]));
const englishKeys = Object.keys(en.messages).sort();

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

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
        keys.filter((key) => !englishKeys.includes(key)),
        'keys English does not have',
      ).toEqual([]);
    });

    it('keeps each message’s {placeholders}, so no amount, address or name is dropped', () => {
      const mismatched = Object.entries(en.messages)
        .filter(([key, english]) => placeholders(english).join() !== placeholders(locale.messages[key as keyof typeof en.messages] ?? '').join())
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
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

  it('marks Arabic right to left and the others left to right', () => {
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
