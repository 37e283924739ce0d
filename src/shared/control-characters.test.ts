import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './control-characters';

describe('hasControlCharacter', () => {
  it('finds NUL, the C0 range and DEL anywhere in the text', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f]) {
      expect([code, hasControlCharacter(`a${String.fromCharCode(code)}b`)]).toEqual([code, true]);
    }
  });

  it('passes printable ASCII, the empty string, and non-ASCII (C1 controls are not ASCII)', () => {
    expect(hasControlCharacter('')).toBe(false);
    expect(hasControlCharacter(' ~!"#/\\:?')).toBe(false);
    expect(hasControlCharacter('café \u0080\u009f \u{1f600}')).toBe(false);
  });
});
