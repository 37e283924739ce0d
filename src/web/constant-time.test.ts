import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time';

describe('constantTimeEqual', () => {
  it('is true only for equal strings', () => {
    expect(constantTimeEqual('sk_sandbox_abc', 'sk_sandbox_abc')).toBe(true);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('sk_sandbox_abc', 'sk_sandbox_abd')).toBe(false);
    expect(constantTimeEqual('Abc', 'abc')).toBe(false);
  });

  it('is false for a prefix or an extension, in either order', () => {
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('abcd', 'abc')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
    // A NUL where the other string ends must not pass for "nothing".
    expect(constantTimeEqual('abc\u0000', 'abc')).toBe(false);
  });

  it('compares UTF-16 code units, not bytes', () => {
    expect(constantTimeEqual('€', '€')).toBe(true);
    expect(constantTimeEqual('€', '\u20ad')).toBe(false);
  });
});
