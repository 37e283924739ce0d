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
 * are kept exactly, so the message still fills in and an HTML snippet in it still reads.
 */
export function pseudoText(text: string): string {
  if (text === '') return text;
  const accented = text
    .split(/(\{\w+\}|<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  const padding = Math.max(0, Math.ceil(text.length * (1 + PSEUDO_GROWTH)) - text.length - 2);
  return `⟦${accented}${'·'.repeat(padding)}⟧`;
}

/** Every message of a catalogue pseudo-localised, keys (and so plural forms) unchanged. */
export function pseudoMessages<T extends Record<string, string>>(messages: T): T {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, pseudoText(text)])) as T;
}
