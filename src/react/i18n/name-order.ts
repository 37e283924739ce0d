/**
 * Whose forms ask the family name first. Intl has no name order (CLDR's person-name data, which
 * has one, is not exposed by any browser's Intl), so this is CLDR's own list, `nameOrderLocales`
 * surnameFirst: Hungarian, Japanese, Korean, Vietnamese, Cantonese and Chinese. It is read from
 * the language of the words (the provider's `lang`), as the text direction is, so a merchant's own
 * translation into one of them (Hungarian) gets the order too, and no translator sets a non-word.
 */
const FAMILY_NAME_FIRST = new Set(['hu', 'ja', 'ko', 'vi', 'yue', 'zh']);

/** True when a form in `lang` asks the family name before the given name (and writes a name in that order). */
export function familyNameFirst(lang: string): boolean {
  return FAMILY_NAME_FIRST.has(lang.toLowerCase().split(/[-_]/)[0] ?? '');
}

/** Languages that write a name in Han or Hangul with no space between its parts (王小明, 김민준); Japanese forms show 山田 太郎. */
const UNSPACED = new Set(['ko', 'yue', 'zh']);
const HAN_OR_HANGUL = /^[\p{Script=Han}\p{Script=Hangul}]+$/u;

/** A person's name as `lang` writes it, from its two parts as typed ("" when neither was). */
export function writtenName(given: string, family: string, lang: string): string {
  const familyFirst = familyNameFirst(lang);
  const parts = (familyFirst ? [family, given] : [given, family]).map((part) => part.trim()).filter(Boolean);
  const unspaced = familyFirst && UNSPACED.has(lang.toLowerCase().split(/[-_]/)[0] ?? '') && parts.every((part) => HAN_OR_HANGUL.test(part));
  return parts.join(unspaced ? '' : ' ');
}
