import { describe, expect, it } from 'vitest';
import { halfOf, oneAndAHalfOf } from './amounts';

describe('underpay / overpay prefills', () => {
  it.each([
    ['25.00', 'USDT', '12.50'],
    ['25', 'USDT', '12.5'],
    ['0.000003', 'USDT', '0.000001'],
    ['0.000001', 'USDT', '0.000000'],
    ['1.00000001', 'BTC', '0.50000000'],
    ['0.3', 'ETH', '0.15'],
    ['999999999999999999.99', 'AUD', '499999999999999999.99'],
  ])('half of %s %s is %s (rounded down to the currency scale)', (amount, currency, half) => {
    expect(halfOf(amount, currency)).toBe(half);
  });

  it.each([
    ['25.00', 'USDT', '37.50'],
    ['0.000003', 'USDT', '0.000004'],
    ['0.000001', 'USDT', '0.000002'],
    ['1', 'BTC', '1.5'],
  ])('one and a half of %s %s is %s', (amount, currency, value) => {
    expect(oneAndAHalfOf(amount, currency)).toBe(value);
  });
});
