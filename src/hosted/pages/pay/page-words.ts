/**
 * The hosted checkout page's own words (the widget's are in the kit's catalogues): English is
 * built in, each other language is a small chunk loaded only for payers who read it.
 */
/// <reference types="vite/client" />
import { loadersByTag } from '../../../react/i18n/language-folders';
import { payMessages, payStatuses, type PayWords } from './messages';

export type { PayWords };

export const englishPayWords: PayWords = {
  messages: payMessages,
  statuses: payStatuses,
};

/** Every language's words in words/<tag>.ts: a new file is a new language of the page. */
const LOADERS = loadersByTag(import.meta.glob<Record<string, unknown>>(['./words/*.ts', '!./words/*.test.ts']), isPayWords);

/** A language's words as words/<tag>.ts exports them. */
export function isPayWords(value: unknown): value is PayWords {
  return typeof value === 'object' && value !== null && 'messages' in value && 'statuses' in value;
}

/** The page's words for `tag` (a tag pickLocale gave); null for English, and when the chunk fails to load. */
export async function loadPayWords(tag: string): Promise<PayWords | null> {
  const load = Object.hasOwn(LOADERS, tag) ? LOADERS[tag] : undefined;
  return load ? load().catch(() => null) : null;
}
