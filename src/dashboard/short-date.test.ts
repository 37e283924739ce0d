import { describe, expect, it } from 'vitest';
import { shortDate } from './short-date';

const now = new Date('2026-06-15T12:00:00Z');

describe('shortDate', () => {
  it('writes day, month and time without the year for this year', () => {
    expect(shortDate('2026-03-31T22:00:00Z', 'en-AU', 'UTC', now)).toMatch(/^31 Mar(,| at)? 10:00\s?pm$/i);
    expect(shortDate('2026-03-31T22:00:00Z', 'en-GB', 'UTC', now)).toBe('31 Mar, 22:00');
  });

  it('keeps the locale order: month first in en-US', () => {
    expect(shortDate('2026-03-31T22:00:00Z', 'en-US', 'UTC', now)).toMatch(/^Mar 31, 10:00\sPM$/);
  });

  it('adds the year only when it is not this year', () => {
    expect(shortDate('2025-11-20T08:30:00Z', 'en-GB', 'UTC', now)).toBe('20 Nov 2025, 8:30');
  });

  it('decides "this year" in the given time zone', () => {
    // 31 Dec 2025 23:30 UTC is already 1 Jan 2026 in Sydney: this year there, so no year.
    expect(shortDate('2025-12-31T23:30:00Z', 'en-GB', 'Australia/Sydney', now)).toBe('1 Jan, 10:30');
    expect(shortDate('2025-12-31T23:30:00Z', 'en-GB', 'UTC', now)).toBe('31 Dec 2025, 23:30');
  });

  it('returns text it cannot read unchanged', () => {
    expect(shortDate('not a date', 'en-GB', 'UTC', now)).toBe('not a date');
  });
});
