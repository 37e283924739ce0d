import { describe, expect, it } from 'vitest';
import { formatAmount } from '../format-amount';
import { displayAmount, displayScale } from './display';

describe('the display rule', () => {
  it('shows at least the display scale, every digit the value has, and no trailing zeros past it', () => {
    expect(displayAmount('100.000000', 'USDT')).toBe('100.00');
    expect(displayAmount('10.5', 'USDT')).toBe('10.50');
    expect(displayAmount('59.500001', 'USDT')).toBe('59.500001');
    expect(displayAmount('110', 'USDT')).toBe('110.00');
    expect(displayAmount('0.000003', 'USDC')).toBe('0.000003');
    expect(displayAmount('152.34', 'AUD')).toBe('152.34');
    expect(displayAmount('152.3', 'AUD')).toBe('152.30');
    expect(displayAmount('12.500', 'AUD')).toBe('12.50');
    expect(displayAmount('0.50000000', 'BTC')).toBe('0.50');
    expect(displayAmount('0.00012345', 'BTC')).toBe('0.00012345');
    expect(displayAmount('1.000000000000000001', 'ETH')).toBe('1.000000000000000001');
    expect(displayAmount('-5.1', 'USDT')).toBe('-5.10');
  });

  it('gives every currency of the service two decimals, fewer only for a currency quoted in fewer', () => {
    expect(['AUD', 'USD', 'EUR', 'USDT', 'USDC', 'BTC', 'ETH'].map(displayScale)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });

  it('leaves what is not a decimal string as given', () => {
    expect(displayAmount('1e5', 'USDT')).toBe('1e5');
  });

  it('is what formatAmount shows when told the currency, in the locale’s notation', () => {
    expect(formatAmount('100.000000', 'en', 'USDT')).toBe('100.00');
    expect(formatAmount('1150.500000', 'de', 'USDT')).toBe('1.150,50');
    expect(formatAmount('100.000000', 'en')).toBe('100.000000');
  });
});
