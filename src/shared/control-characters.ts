/**
 * Whether `text` holds an ASCII control character (U+0000–U+001F or DEL, U+007F): bytes that
 * mean nothing printable and that URL parsers and logs treat each their own way. A char-code
 * test rather than a regular-expression class, which would have to spell those characters out.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
