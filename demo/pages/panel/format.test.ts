import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS as SHARED_REASONS, REQUIRED_INFO_ITEMS as SHARED_ITEMS } from '../../../src/shared/schemas/accounts';
import { formatTime, REJECTION_REASONS, relativeTo, REQUIRED_INFO_ITEMS } from './format';

describe('panel formatting', () => {
  it('offers exactly the shared rejection reasons and required_info items, in the same order', () => {
    expect(REJECTION_REASONS).toEqual([...SHARED_REASONS]);
    expect(REQUIRED_INFO_ITEMS).toEqual([...SHARED_ITEMS]);
  });

  it('writes times in UTC and relative to the virtual now', () => {
    const now = '2026-01-15T09:00:00.000Z';
    expect(formatTime('2026-01-15T09:30:05.000Z')).toBe('2026-01-15 09:30:05 UTC');
    expect(relativeTo('2026-01-15T09:30:00.000Z', now)).toBe('in 30 min');
    expect(relativeTo('2026-01-15T11:05:00.000Z', now)).toBe('in 2 h 5 min');
    expect(relativeTo('2026-01-15T08:00:00.000Z', now)).toBe('1 h ago');
    expect(relativeTo('2026-01-15T09:00:20.000Z', now)).toBe('in 20 s');
    expect(relativeTo(now, now)).toBe('now');
    expect(relativeTo(now, undefined)).toBe('');
  });
});
