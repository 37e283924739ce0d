import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/support/client-fakes';
import { backoffDelay, retryDelay } from './backoff';

describe('backoffDelay', () => {
  const base = { baseMs: 2000, maxMs: 30_000, random: () => 0.5 };

  it('doubles per attempt up to the cap', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 10, 100].map((n) => backoffDelay(n, { ...base, jitter: 'none' }));
    expect(ceilings).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('full jitter stays within [0, ceiling] and spreads out', () => {
    const random = seededRandom(42);
    for (let attempt = 0; attempt < 8; attempt++) {
      const ceiling = Math.min(30_000, 2000 * 2 ** attempt);
      const samples = Array.from({ length: 200 }, () => backoffDelay(attempt, { ...base, random, jitter: 'full' }));
      expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...samples)).toBeLessThanOrEqual(ceiling);
      // Spread, not lockstep: samples reach both the lower and the upper quarter.
      expect(Math.min(...samples)).toBeLessThan(ceiling / 4);
      expect(Math.max(...samples)).toBeGreaterThan((ceiling * 3) / 4);
    }
  });

  it('equal jitter stays within [ceiling/2, ceiling]', () => {
    const random = seededRandom(7);
    for (let attempt = 0; attempt < 8; attempt++) {
      const ceiling = Math.min(30_000, 2000 * 2 ** attempt);
      const samples = Array.from({ length: 200 }, () => backoffDelay(attempt, { ...base, random, jitter: 'equal' }));
      expect(Math.min(...samples)).toBeGreaterThanOrEqual(ceiling / 2);
      expect(Math.max(...samples)).toBeLessThanOrEqual(ceiling);
    }
  });

  it('is deterministic for a seed', () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    const run = (random: () => number) => [0, 1, 2, 3].map((n) => backoffDelay(n, { ...base, random, jitter: 'full' }));
    expect(run(a)).toEqual(run(b));
  });

  it('a Retry-After longer than the backoff wins, up to its own cap', () => {
    const options = { ...base, jitter: 'none' as const, maxRetryAfterMs: 60_000 };
    expect(retryDelay(0, null, options)).toBe(2000);
    expect(retryDelay(0, 5000, options)).toBe(5000);
    expect(retryDelay(3, 5000, options)).toBe(16_000);
    expect(retryDelay(0, 3_600_000, options)).toBe(60_000);
  });
});
