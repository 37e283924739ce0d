import { describe, expect, it } from 'vitest';
import { shortenMiddle } from './shorten-middle';

describe('shortenMiddle', () => {
  it('leaves text of at most max characters whole', () => {
    expect(shortenMiddle('abcdef', 6, 2)).toBe('abcdef');
  });

  it('keeps the head and the last tail characters around one ellipsis, max characters in all', () => {
    expect(shortenMiddle('abcdefgh', 6, 2)).toBe('abc…gh');
  });

  it('counts code points, so an emoji at the cut stays whole', () => {
    expect(shortenMiddle('😀😀😀😀😀😀😀', 4, 1)).toBe('😀😀…😀');
  });
});
