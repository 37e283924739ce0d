import { describe, expect, it } from 'vitest';
import { shortUrl } from './CreatedLink';

describe('shortUrl', () => {
  it('drops the scheme and keeps a short address whole', () => {
    expect(shortUrl('https://pay.example.com/pay/pl_0901')).toBe('pay.example.com/pay/pl_0901');
  });
  it('leaves out the middle of a long one, so its host and the end of the link id stay', () => {
    const shown = shortUrl('http://127.0.0.1:5173/pay/pl_8f3a9c2e71b44d0e9a');
    expect(shown).toBe('127.0.0.1:5173/pay…f3a9c2e71b44d0e9a');
    expect(shown.length).toBeLessThanOrEqual(36);
  });
});
