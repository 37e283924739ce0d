import { describe, expect, it } from 'vitest';
import { pluralKey } from './plural';

const forms =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('pluralKey', () => {
  it('picks the form Intl.PluralRules names for the count in that language', () => {
    const english = forms('n.one', 'n.other');
    expect([0, 1, 2, 1000].map((count) => pluralKey('n', count, 'en', english))).toEqual(['n.other', 'n.one', 'n.other', 'n.other']);
    // French counts 0 as singular.
    expect(pluralKey('n', 0, 'fr', english)).toBe('n.one');
  });

  it('gives Arabic its six forms when the translation has them', () => {
    const arabic = forms('n.zero', 'n.one', 'n.two', 'n.few', 'n.many', 'n.other');
    expect([0, 1, 2, 3, 11, 100].map((count) => pluralKey('n', count, 'ar', arabic))).toEqual(['n.zero', 'n.one', 'n.two', 'n.few', 'n.many', 'n.other']);
  });

  it('falls back to .other for a form the catalogue leaves out (English words under an Arabic tag)', () => {
    expect(pluralKey('n', 3, 'ar', forms('n.one', 'n.other'))).toBe('n.other');
  });
});
