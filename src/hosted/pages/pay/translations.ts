/// <reference types="vite/client" />
/**
 * Every language's words of the hosted checkout page at once, for tests and stories (the page
 * itself loads only the payer's: page-words.ts). Found on disk: a new words/<tag>.ts is here too.
 */
import { PSEUDO_LOCALE_TAG } from '../../../react/i18n/pseudo';
import { valuesByTag } from '../../../react/i18n/language-folders';
import type { PayKey } from './messages';
import { englishPayWords, isPayWords, type PayWords } from './page-words';
import { pseudoPayWords } from './pseudo-words';

const TRANSLATED = valuesByTag(import.meta.glob<Record<string, unknown>>(['./words/*.ts', '!./words/*.test.ts'], { eager: true }), isPayWords);

/** Every shipped language, and the pseudo-locale so stories in it show the page's words pseudo-localised too. */
const WORDS: Readonly<Record<string, PayWords>> = { en: englishPayWords, ...TRANSLATED, [PSEUDO_LOCALE_TAG]: pseudoPayWords };

/** The page's messages in each language paykit ships besides English, by tag. */
export const payTranslations: Readonly<Record<string, Record<PayKey, string>>> = Object.fromEntries(
  Object.entries(TRANSLATED).map(([tag, words]) => [tag, words.messages]),
);

/** The page's words for a locale paykit ships, or the pseudo-locale (English for any other). */
export function payWords(tag: string): PayWords {
  return Object.hasOwn(WORDS, tag) ? (WORDS[tag] as PayWords) : englishPayWords;
}

export type { PayWords };
