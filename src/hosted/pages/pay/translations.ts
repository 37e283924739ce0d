/**
 * Every language's words of the hosted checkout page at once, for tests and stories (the page
 * itself loads only the payer's: page-words.ts).
 */
import { englishPayWords, type PayWords } from './page-words';
import { ar } from './words/ar';
import { de } from './words/de';
import { es } from './words/es';
import { fr } from './words/fr';
import { zhCN } from './words/zh-CN';

const WORDS: Record<string, PayWords> = { en: englishPayWords, es, fr, de, 'zh-CN': zhCN, ar };

/** The page's messages in each language paykit ships besides English. */
export const payTranslations = { es: es.messages, fr: fr.messages, de: de.messages, 'zh-CN': zhCN.messages, ar: ar.messages };

/** The page's words for a locale paykit ships (English for any other). */
export function payWords(tag: string): PayWords {
  return Object.hasOwn(WORDS, tag) ? (WORDS[tag] as PayWords) : englishPayWords;
}

export type { PayWords };
