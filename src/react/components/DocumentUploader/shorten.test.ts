import { describe, expect, it } from 'vitest';
import { middleShorten } from './shorten';

describe('middleShorten', () => {
  it('leaves a short name whole', () => {
    expect(middleShorten('passport-scan.pdf')).toBe('passport-scan.pdf');
  });

  it('cuts a long name in its middle, keeping its end and extension, at most 28 characters', () => {
    const short = middleShorten('electricity-bill-november-2026-ada-lovelace.pdf');
    expect(short).toBe('electricity-bill-n…elace.pdf');
    expect([...short]).toHaveLength(28);
  });

  it('keeps the end of a name without an extension', () => {
    expect(middleShorten('a'.repeat(30) + 'END')).toMatch(/…a*END$/);
  });
});
