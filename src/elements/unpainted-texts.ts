/**
 * react/i18n/painted-texts.ts for the elements build (scripts/build-elements.ts swaps it in): an
 * element renders in the browser only, never on a page a server painted, so every text is
 * formatted where it is shown and there is nothing to seed or record.
 */
import type { PaintedText } from '../react/i18n/painted-texts';

export type { PaintedText };

/** No key is ever looked up. */
export function paintedKey(): string {
  return '';
}

/** The text, formatted now. */
export function paintedText(_key: string, make: () => string): string {
  return make();
}

/** No key has parts (only a painting server reads them). */
export function paintedKeyParts(): string[] {
  return [];
}
