import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { tagOfPath } from '../../../react/i18n/language-folders';
import { loadCatalogue, PAGE_LOCALES, pickLocale, wantedLanguages } from './locale';
import { loadPayWords } from '../pay/page-words';
import { payTranslations } from '../pay/translations';

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** What a translator adds, read from disk with no help from the code under test. */
const localeFolders = readdirSync(folder('../../../locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const wordFiles = readdirSync(folder('../pay/words'))
  .filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => name.replace(/\.ts$/, ''))
  .sort();

describe('languages found by folder', () => {
  it('speaks every language under src/locales/, English first, with no list to edit', () => {
    expect(localeFolders.length).toBeGreaterThanOrEqual(6);
    expect(PAGE_LOCALES[0]).toBe('en');
    expect([...PAGE_LOCALES].sort()).toEqual(localeFolders);
  });

  it('has the pay page’s words for each of them (words/<tag>.ts), and none for a language without a catalogue', () => {
    expect(wordFiles).toEqual(localeFolders.filter((tag) => tag !== 'en'));
    expect(Object.keys(payTranslations).sort()).toEqual(wordFiles);
  });

  it.each(localeFolders.filter((tag) => tag !== 'en'))('%s: ?lang= picks it, and its catalogue and words load', async (tag) => {
    expect(pickLocale([tag])).toBe(tag);
    const [catalogue, words] = await Promise.all([loadCatalogue(tag), loadPayWords(tag)]);
    expect(catalogue?.tag).toBe(tag);
    expect(words?.messages).toEqual(payTranslations[tag]);
  });

  it('names a language by its folder or file', () => {
    expect(tagOfPath('../../../locales/zh-CN/index.ts')).toBe('zh-CN');
    expect(tagOfPath('./words/pt-BR.ts')).toBe('pt-BR');
    expect(() => tagOfPath('')).toThrow();
  });
});

describe('pickLocale', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['de-AT'], 'de'],
    [['fr_CA'], 'fr'],
    [['ar-EG'], 'ar'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['zh-TW', 'fr'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['zh-HK', 'es'], 'zh-TW'],
    [['pt', 'it'], 'pt-BR'],
    [['eo', 'tlh', 'it'], 'it'],
    [['eo', 'tlh'], 'en'],
    [[], 'en'],
    [['EN-gb', 'de'], 'en'],
  ])('%j → %s', (wanted, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pickLocale(wanted)).toBe(expected);
  });
});

describe('wantedLanguages', () => {
  it('puts ?lang= before the browser’s languages', () => {
    expect(wantedLanguages('?lang=ar', ['de-DE', 'en'])).toEqual(['ar', 'de-DE', 'en']);
    expect(wantedLanguages('?return_url=x', ['de-DE'])).toEqual(['de-DE']);
  });
});
