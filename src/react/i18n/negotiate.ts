/**
 * Which of the languages paykit ships a person gets, from the languages they asked for (`?lang=`,
 * Accept-Language, navigator.languages, an element's `locale`): one chain for every surface, so
 * the hosted page, the server's painter and the elements never disagree about a payer.
 */

/** Old or alternative language subtags people's systems still send, and the one paykit ships under. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { iw: 'he', in: 'id', ji: 'yi', tl: 'fil' };

import { warnAboutLocaleOnce } from './locale-warning';

/**
 * The first wanted tag paykit has, trying for each, in order:
 * 1. the exact tag, as people write it (`EN-gb`, `en_US`, `en_US.UTF-8` all read as `en-US`);
 * 2. the same language with its region or script dropped (`es-MX` → es, `en_US` → en, `iw` → he,
 *    `in` → id, `tl` → fil), or that language's only shipped variant (`pt`, `pt-PT` → pt-BR);
 *    Chinese by script: Traditional for `zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`, else Simplified
 *    (`zh`, `zh-Hans`, `zh-SG` → zh-CN); never the other script;
 * then the next wanted tag. When none matches, `fallback`, with one console warning per page
 * (or server process) when a tag was asked for at all (locale-warning.ts: one for any locale problem).
 */
export function negotiateLocale(wanted: readonly string[], shipped: readonly string[], fallback = 'en'): string {
  return negotiateMatch(wanted, shipped, fallback)[1];
}

/**
 * negotiateLocale's choice beside the wanted tag that led to it, read as people write it
 * (`en_US.UTF-8` → `en-US`): a translation shows its words in the shipped language and formats
 * numbers and dates as the payer asked (`de-AT`: German words, Austrian numbers). Both are
 * `fallback` when nothing matched.
 */
export function negotiateMatch(wanted: readonly string[], shipped: readonly string[], fallback = 'en'): readonly [asked: string, shipped: string] {
  let asked = false;
  for (const raw of wanted) {
    const tag = raw
      .trim()
      .replace(/_/g, '-')
      .replace(/[.@].*/, '');
    if (!tag) continue;
    asked = true;
    const match = closestShipped(tag, shipped);
    if (match) return [tag, match];
  }
  if (asked) warnAboutLocaleOnce(`paykit: none of the languages asked for (${wanted.join(', ').slice(0, 64)}) is shipped; using "${fallback}".`);
  return [fallback, fallback];
}

/** The shipped tag for one wanted tag (already without `_` and a POSIX codeset), or undefined. */
function closestShipped(tag: string, shipped: readonly string[]): string | undefined {
  const find = (wanted: string) => shipped.find((candidate) => candidate.toLowerCase() === wanted.toLowerCase());
  const exact = find(tag);
  if (exact) return exact;
  const [first = '', ...rest] = tag.toLowerCase().split('-');
  const language = LANGUAGE_ALIASES[first] ?? first;
  if (language === 'zh') {
    // An explicit script decides; without one, Taiwan, Hong Kong and Macau write Traditional.
    const traditional = rest.includes('hans') ? false : rest.includes('hant') || rest.some((subtag) => ['tw', 'hk', 'mo'].includes(subtag));
    return find(traditional ? 'zh-TW' : 'zh-CN');
  }
  const sameLanguage = find(language);
  if (sameLanguage) return sameLanguage;
  // The one variant paykit ships of this language (pt-BR for any Portuguese); with several, none is a guess worth making.
  const variants = shipped.filter((candidate) => candidate.toLowerCase().split('-')[0] === language);
  return variants.length === 1 ? variants[0] : undefined;
}

/** Tests only: the next unmatched request warns again. */
export { resetLocaleWarning as resetNegotiationWarning } from './locale-warning';
