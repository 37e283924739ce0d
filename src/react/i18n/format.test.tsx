import { describe, expect, it } from 'vitest';
import { enCheckout } from './en';
import { formatClock, formatDuration, interpolate } from './format';

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
