/**
 * The pseudo-locale (react/i18n/pseudo.ts) as a translation: pass it as PaykitProvider's `locale`
 * in a test or a story and every string the kit shows is accented, about 40 % longer and
 * bracketed, so truncation, hard-coded English and sentences glued from pieces stand out.
 */
import type { PaykitLocale } from 'paykit';
import { PSEUDO_LOCALE_TAG, pseudoMessages } from '../react/i18n/pseudo';
import { en } from '../locales/en';

/** Every catalogue key, pseudo-localised (plural forms too), with English's numbers and dates. */
export const pseudoLocale: PaykitLocale = { tag: PSEUDO_LOCALE_TAG, messages: pseudoMessages(en.messages) };

export { PSEUDO_LOCALE_TAG, pseudoText } from '../react/i18n/pseudo';
