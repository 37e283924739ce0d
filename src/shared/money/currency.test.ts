import { describe, expect, it } from 'vitest';
import { currencyScale, fitsCurrencyScale, smallestUnit } from './currency';

describe('currency scale', () => {
  it('knows each currency’s decimals, whatever the case, and gives unknown codes 8', () => {
    expect(currencyScale('AUD')).toBe(2);
    expect(currencyScale('usdt')).toBe(6);
    expect(currencyScale('SOL')).toBe(9);
    expect(currencyScale('XYZ')).toBe(8);
  });

  it('gives the smallest amount each currency carries', () => {
    expect(smallestUnit('AUD')).toBe('0.01');
    expect(smallestUnit('USDT')).toBe('0.000001');
    expect(smallestUnit('BTC')).toBe('0.00000001');
  });

  it('refuses an amount written finer than its currency', () => {
    expect(fitsCurrencyScale('10', 'AUD')).toBe(true);
    expect(fitsCurrencyScale('10.50', 'AUD')).toBe(true);
    expect(fitsCurrencyScale('10.505', 'AUD')).toBe(false);
    expect(fitsCurrencyScale('0.000001', 'USDT')).toBe(true);
    expect(fitsCurrencyScale('0.0000001', 'USDT')).toBe(false);
  });
});
