import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-15T09:00:00.000Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
  });

  it('reads an HTTP-date, relative to now, never negative', () => {
    expect(parseRetryAfter('Thu, 15 Jan 2026 09:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 08:00:00 GMT', now)).toBe(0);
  });

  it('caps both forms', () => {
    expect(parseRetryAfter('86400', now, 60_000)).toBe(60_000);
    expect(parseRetryAfter('Fri, 16 Jan 2026 09:00:00 GMT', now, 60_000)).toBe(60_000);
  });

  it('ignores absent and unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('parseRetryAfter, the cases paykit/server once answered with its own parser', () => {
  it('reads both forms, null when absent or unreadable', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter(' 12 ', now)).toBe(12_000);
  });
});

describe('parseRetryAfter against one clock', () => {
  it('caps a date far ahead and reads a past date as 0', () => {
    const now = Date.parse('2026-01-15T09:00:00.000Z');
    expect(parseRetryAfter('Thu, 15 Jan 2026 10:00:00 GMT', now, 60_000)).toBe(60_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 08:59:59 GMT', now, 60_000)).toBe(0);
    expect(parseRetryAfter('30', now, 60_000)).toBe(30_000);
  });
});
