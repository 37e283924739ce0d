import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeTag, resetLocaleWarning } from './locale-tag';

afterEach(() => {
  vi.restoreAllMocks();
  resetLocaleWarning();
});

describe('localeTag: a tag as people write it, made one Intl takes', () => {
  it.each([
    ['en_US', 'en-US'], // WordPress's get_locale()
    ['pt_BR', 'pt-BR'],
    ['EN-us', 'en-US'],
    ['zh_cn', 'zh-CN'],
    ['zh-Hans-CN', 'zh-Hans-CN'],
    ['zh_Hans_CN', 'zh-Hans-CN'],
    ['en_US.UTF-8', 'en-US'], // a POSIX locale with its codeset
    ['de_DE@euro', 'de-DE'],
    [' fr ', 'fr'],
    ['ar', 'ar'],
    ['en-US-u-nu-arab', 'en-US-u-nu-arab'],
  ])('%j → %j, with no warning', (written, tag) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(localeTag(written)).toBe(tag);
    expect(() => new Intl.NumberFormat(localeTag(written)).format(1)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['', '__', 'x', '../../etc', 'a'.repeat(300), `en-${'x'.repeat(300)}`, 'C', 'xx', 'qq-ZZ', 'i-klingon', 'en--US', '<script>', '\u0000'])(
    '%j is not a tag Intl knows: "en", and one warning however often it is asked',
    (written) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(localeTag(written)).toBe('en');
      expect(localeTag(written)).toBe('en');
      expect(localeTag('another bad one')).toBe('en');
      expect(warn).toHaveBeenCalledTimes(1);
      // The warning quotes a bounded piece of what was given, never 300 characters of it.
      expect(String(warn.mock.calls[0]?.[0]).length).toBeLessThan(200);
    },
  );
});
