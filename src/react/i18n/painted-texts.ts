/**
 * Texts a server already formatted for a page it painted (docs/checkout.md#before-the-script-runs):
 * amounts, the countdown, the QR code's path. The first Intl object a page makes loads the
 * locale's data (45–240 ms on a phone, measured on the hosted pay page under a 4× slower CPU),
 * and hydrating re-formats every value the server wrote. The server records what it formatted
 * while painting; the page hands those texts back before hydrating, so hydration makes no Intl
 * object (and encodes no QR code) until a value changes.
 *
 * Only exact inputs are answered (the kind, the locale, every argument), so a seeded text is the
 * very text the formatter would give; anything else is formatted as usual.
 */

/** One text: its key (from paintedKey) and the text. */
export type PaintedText = readonly [key: string, text: string];

const known = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** Keeps at most this many seeded texts: a page hands back a few dozen, and its countdown's next minute. */
export const MAX_PAINTED_TEXTS = 200;

/** Between a key's parts: no input formatted here (decimal strings, tags, codes, a QR code's text) holds a line break. */
const SEPARATOR = '\n';

/** The key of one formatted value: what was formatted, in which locale, from which inputs. */
export function paintedKey(kind: string, locale: string, ...inputs: readonly (string | number | undefined)[]): string {
  return [kind, locale, ...inputs.map((input) => (input === undefined ? '' : String(input)))].join(SEPARATOR);
}

/** A key's parts again: [kind, locale, ...inputs]. */
export function paintedKeyParts(key: string): string[] {
  return key.split(SEPARATOR);
}

/** The text for `key`: the seeded one if the server gave it, else `make()` (recorded while painting). */
export function paintedText(key: string, make: () => string): string {
  const text = known.get(key) ?? make();
  recording?.set(key, text);
  return text;
}

/** Hands the page the server's texts (the first MAX_PAINTED_TEXTS; malformed entries are skipped). */
export function seedPaintedTexts(texts: Iterable<unknown>): void {
  for (const entry of texts) {
    if (known.size >= MAX_PAINTED_TEXTS) return;
    if (Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string') known.set(entry[0], entry[1]);
  }
}

/** Runs `paint` (a synchronous render) and returns what it formatted through paintedText. */
export function recordPaintedTexts<T>(paint: () => T): { result: T; texts: PaintedText[] } {
  const texts = new Map<string, string>();
  const outer = recording;
  recording = texts;
  try {
    return { result: paint(), texts: [...texts] };
  } finally {
    recording = outer;
  }
}
