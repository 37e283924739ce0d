import { afterEach, describe, expect, it, vi } from 'vitest';
import { negotiateLocale, negotiateMatch, resetNegotiationWarning } from './negotiate';

afterEach(() => {
  vi.restoreAllMocks();
  resetNegotiationWarning();
});

/** The six languages shipped before issue 37. */
const SIX = ['en', 'es', 'fr', 'de', 'zh-CN', 'ar'];
/** The twenty-six issue 37 aims at: the chain must already pick the new ones once their folders land. */
const TWENTY_SIX = [...SIX, 'pt-BR', 'it', 'nl', 'ja', 'ko', 'zh-TW', 'ru', 'uk', 'tr', 'pl', 'id', 'vi', 'th', 'hi', 'he', 'fa', 'ms', 'fil', 'sv', 'ro'];

describe('negotiateLocale', () => {
  it.each([
    // exact, as people write it
    [SIX, ['de'], 'de'],
    [SIX, ['EN-gb', 'de'], 'en'],
    [SIX, ['zh_cn'], 'zh-CN'],
    [SIX, ['en_US.UTF-8'], 'en'],
    [SIX, ['de_DE@euro'], 'de'],
    [SIX, [' fr '], 'fr'],
    // the same language, region or script dropped
    [SIX, ['es-MX', 'en'], 'es'],
    [SIX, ['de-AT'], 'de'],
    [SIX, ['fr_CA'], 'fr'],
    [SIX, ['ar-EG'], 'ar'],
    [SIX, ['en_US'], 'en'],
    // Chinese by script
    [SIX, ['zh'], 'zh-CN'],
    [SIX, ['zh-Hans'], 'zh-CN'],
    [SIX, ['zh-SG'], 'zh-CN'],
    [SIX, ['zh-Hans-HK'], 'zh-CN'],
    [SIX, ['zh-TW', 'fr'], 'fr'],
    [SIX, ['zh-HK', 'es'], 'es'],
    [SIX, ['zh-Hant'], 'en'],
    [TWENTY_SIX, ['zh-HK'], 'zh-TW'],
    [TWENTY_SIX, ['zh-MO'], 'zh-TW'],
    [TWENTY_SIX, ['zh-Hant'], 'zh-TW'],
    [TWENTY_SIX, ['zh-Hant-HK'], 'zh-TW'],
    [TWENTY_SIX, ['zh_TW'], 'zh-TW'],
    [TWENTY_SIX, ['zh'], 'zh-CN'],
    [TWENTY_SIX, ['zh-SG'], 'zh-CN'],
    [TWENTY_SIX, ['zh-Hans'], 'zh-CN'],
    // Portuguese: pt-BR is the only one
    [TWENTY_SIX, ['pt'], 'pt-BR'],
    [TWENTY_SIX, ['pt-PT'], 'pt-BR'],
    [TWENTY_SIX, ['pt_br'], 'pt-BR'],
    [SIX, ['pt-BR', 'it'], 'en'],
    // old and alternative subtags
    [TWENTY_SIX, ['iw'], 'he'],
    [TWENTY_SIX, ['iw-IL'], 'he'],
    [TWENTY_SIX, ['in'], 'id'],
    [TWENTY_SIX, ['tl'], 'fil'],
    [TWENTY_SIX, ['fil-PH'], 'fil'],
    [TWENTY_SIX, ['he-IL'], 'he'],
    [TWENTY_SIX, ['fa-IR'], 'fa'],
    // the next wanted tag, then the default
    [TWENTY_SIX, ['xx', 'ko-KR', 'en'], 'ko'],
    [SIX, ['ko-KR', 'ja', 'de-CH'], 'de'],
    [SIX, [], 'en'],
    [SIX, ['', '  '], 'en'],
  ])('with %j: %j → %s', (shipped, wanted, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(negotiateLocale(wanted, shipped)).toBe(expected);
  });

  it('gives the default for a language it does not ship, with one warning however often it is asked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(negotiateLocale(['ko'], SIX)).toBe('en');
    expect(negotiateLocale(['qq-ZZ', 'x'], SIX)).toBe('en');
    expect(negotiateLocale(['a'.repeat(300)], SIX)).toBe('en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('ko');
  });

  it('does not warn when nothing was asked for, or when a tag matched', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(negotiateLocale([], SIX)).toBe('en');
    expect(negotiateLocale(['de-AT'], SIX)).toBe('de');
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes another default', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(negotiateLocale(['ko'], SIX, 'de')).toBe('de');
  });
});

describe('negotiateMatch', () => {
  it.each([
    [['de-AT'], ['de-AT', 'de']],
    [['en_US.UTF-8'], ['en-US', 'en']],
    [
      ['xx', ' pt_PT '],
      ['pt-PT', 'pt-BR'],
    ],
    [['zh-HK'], ['zh-HK', 'zh-TW']],
  ])('%j: the wanted tag that chose, as people write it cleaned, and the shipped one: %j', (wanted, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(negotiateMatch(wanted, TWENTY_SIX)).toEqual(expected);
  });

  it('gives the fallback twice when nothing matched, with the one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(negotiateMatch(['xx'], TWENTY_SIX)).toEqual(['en', 'en']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
