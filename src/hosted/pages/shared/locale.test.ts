import { describe, expect, it } from 'vitest';
import { pickLocale, wantedLanguages } from './locale';

describe('pickLocale', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['de-AT'], 'de'],
    [['fr_CA'], 'fr'],
    [['ar-EG'], 'ar'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['zh-TW', 'fr'], 'fr'],
    [['zh-Hant'], 'en'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['zh-HK', 'es'], 'es'],
    [['pt-BR', 'it'], 'en'],
    [[], 'en'],
    [['EN-gb', 'de'], 'en'],
  ])('%j → %s', (wanted, expected) => {
    expect(pickLocale(wanted)).toBe(expected);
  });
});

describe('wantedLanguages', () => {
  it('puts ?lang= before the browser’s languages', () => {
    expect(wantedLanguages('?lang=ar', ['de-DE', 'en'])).toEqual(['ar', 'de-DE', 'en']);
    expect(wantedLanguages('?return_url=x', ['de-DE'])).toEqual(['de-DE']);
  });
});
