/**
 * Plural messages without a message-format parser: a counted message is a set of keys, one per
 * CLDR plural category (`transactions.exported.one`, `….other`), and `Intl.PluralRules` picks
 * one. Every catalogue gives `.one` and `.other`; a language with more forms (Arabic's zero,
 * two, few, many; Polish's few, many) adds them, and a form it leaves out falls back to `.other`.
 */

/** The plural categories beyond one and other that a translation may add. */
export type ExtraPluralCategory = 'zero' | 'two' | 'few' | 'many';

/** The counted messages among `K`: `x` where both `x.one` and `x.other` are keys (a lone `….other` is a word, "other"). */
export type PluralBase<K extends string, All extends string = K> = K extends `${infer Base}.other` ? (`${Base}.one` extends All ? Base : never) : never;

/** The extra forms a translation may give for the counted messages among `K`. */
export type ExtraPluralKey<K extends string> = `${PluralBase<K>}.${ExtraPluralCategory}`;

/** A catalogue as a translation gives it: every key, plus any extra plural forms its language has. */
export type WithPluralForms<K extends string> = Record<K, string> & Partial<Record<ExtraPluralKey<K>, string>>;

/** The key of `base`'s form for `count` in `locale`, or `base.other` when `has` no such form. */
export function pluralKey(base: string, count: number, locale: string, has: (key: string) => boolean): string {
  const key = `${base}.${new Intl.PluralRules(locale).select(count)}`;
  return has(key) ? key : `${base}.other`;
}
