/**
 * hmacSha256Hex keeps imported keys: whichever secrets came before, and however many, each body
 * is signed with the secret it was given.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, MAX_CACHED_KEYS } from './hmac';

const expected = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('hmacSha256Hex with imported keys kept', () => {
  it('signs with the given secret across more secrets than it keeps, and again after they pushed it out', async () => {
    const secrets = Array.from({ length: MAX_CACHED_KEYS + 5 }, (_, i) => `whsec_key_${i}`);
    for (const round of [1, 2]) {
      for (const secret of secrets) {
        const body = `{"round":${round},"secret":"${secret}"}`;
        expect(await hmacSha256Hex(secret, body)).toBe(expected(secret, body));
      }
    }
  });

  it('signs concurrent calls with different secrets each with its own', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => ({ secret: `whsec_concurrent_${i % 7}`, body: `body ${i}` }));
    const signatures = await Promise.all(calls.map(({ secret, body }) => hmacSha256Hex(secret, body)));
    expect(signatures).toEqual(calls.map(({ secret, body }) => expected(secret, body)));
  });
});
