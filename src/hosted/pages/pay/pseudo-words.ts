/** The pay page's own words in the pseudo-locale (paykit/testing's pseudoLocale), for its tests and stories. */
import { pseudoMessages } from '../../../react/i18n/pseudo';
import { englishPayWords, type PayWords } from './page-words';

/** Every page message and link status pseudo-localised. */
export const pseudoPayWords: PayWords = { messages: pseudoMessages(englishPayWords.messages), statuses: pseudoMessages(englishPayWords.statuses) };
