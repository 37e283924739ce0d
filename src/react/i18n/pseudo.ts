/**
 * Pseudo-localisation: English made to look foreign, so a screen shows at a glance what a real
 * translation would break. Accents show every string goes through the catalogue (hard-coded
 * English stays plain), the ⟦ ⟧ markers show where a message was cut or glued to another, and
 * the padding (about 40 % longer, as German or Finnish run) shows what does not wrap or fit.
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀćđéƒĝĥíĵķĺɱñóƥɋŕšţúṽŵẋýžÁƁĆĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][index] as string,
  ]),
);

/** en-XA, the conventional pseudo-locale tag (Android, Chromium): Intl formats it as English. */
export const PSEUDO_LOCALE_TAG = 'en-XA';

/** How much longer a pseudo-localised message is than its English (markers included). */
export const PSEUDO_GROWTH = 0.4;

/**
 * `text` accented, padded about 40 % longer and wrapped in ⟦ ⟧; `{placeholders}` and `<markup>`
 * are kept exactly, so the message still fills in and an HTML snippet in it still reads. A message
 * without a word of its own (placeholders, numbers and signs only) is wrapped, not padded.
 */
export function pseudoText(text: string): string {
  if (text === '') return text;
  const parts = text.split(/(\{\w+\}|<[^>]*>)/);
  const accented = parts.map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter))).join('');
  // A message with no words of its own ("1 {sell} = {rate} {buy}") is as long in every language.
  if (!parts.some((part, index) => index % 2 === 0 && /[A-Za-z]/.test(part))) return `⟦${accented}⟧`;
  const padding = Math.max(0, Math.ceil(text.length * (1 + PSEUDO_GROWTH)) - text.length - 2);
  return `⟦${accented}${padDots(padding)}⟧`;
}

/**
 * `count` dots of padding with a line break allowed (a zero-width space) after every
 * {@link PADDING_RUN}: a translation grows by more and longer words, never by one run of 40
 * unbreakable characters, which would widen a long message's box past any phone.
 */
function padDots(count: number): string {
  return '·'.repeat(count).replace(new RegExp(`(·{${PADDING_RUN}})(?=·)`, 'g'), '$1\u200B');
}

/** The longest run of padding without a break opportunity: a long word's worth. */
const PADDING_RUN = 6;

/** Every message of a catalogue pseudo-localised, keys (and so plural forms) unchanged. */
export function pseudoMessages<T extends Record<string, string>>(messages: T): T {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, pseudoText(text)])) as T;
}
