import { describe, expect, it } from 'vitest';
import { enCheckout } from './en';
import { formatClock, formatDuration, interpolate } from './format';
import { formatFileSize } from './en-onboarding-status';

describe('countdown formats', () => {
  it('clock and words', () => {
    expect(formatClock(900, 'en')).toBe('15:00');
    expect(formatClock(3723, 'en')).toBe('1:02:03');
    expect(formatClock(0, 'en')).toBe('0:00');
    expect(formatDuration(62, 'en')).toBe('1 minute, 2 seconds');
    expect(formatDuration(0, 'en')).toBe('0 seconds');
  });
});

describe('messages', () => {
  it('interpolates placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Pay {amount} {currency}', { amount: '1.00', currency: 'USDT' })).toBe('Pay 1.00 USDT');
    expect(interpolate('Pay {amonut}', { amount: '1' })).toBe('Pay {amonut}');
  });

  it('every message is a non-empty string', () => {
    for (const [key, value] of Object.entries(enCheckout)) expect(value.trim(), key).not.toBe('');
  });
});

describe('file sizes', () => {
  it('read as people say them, in the units of the 10 MB limit (1 MB = 1024 × 1024 bytes)', () => {
    expect(formatFileSize(12_582_916, 'en')).toBe('12 MB');
    expect(formatFileSize(135 * 1024, 'en')).toBe('135 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(300, 'en')).toBe('1 kB');
    expect(formatFileSize(12_582_916, 'de')).toBe('12 MB');
  });

  it('round up where a file over the limit must not read as the limit itself', () => {
    expect(formatFileSize(10 * 1024 * 1024 + 1, 'en', { roundUp: true })).toBe('10.1 MB');
  });
});
