import { describe, expect, it } from 'vitest';
import { shownRate } from './rate';

describe('shownRate: a quote’s rate to six significant digits, rounded on the decimal string (never through a float), half to even', () => {
  it.each([
    ['1.5234567', '1.52346'],
    ['0.6543219', '0.654322'],
    ['0.000023456789', '0.0000234568'],
    ['1523.4567891', '1523.46'],
    ['9.99999951', '10'],
    ['0.99999951', '1'],
    ['1.5', '1.5'],
    ['2', '2'],
    ['1.5000001', '1.5'],
    // Never inside the whole part: a large rate keeps its units.
    ['12345678.9', '12345679'],
    // 0.1 + 0.2 in floats: the string keeps what the service said.
    ['0.30000000000000004', '0.3'],
    ['0', '0'],
  ])('%s → %s', (rate, shown) => {
    expect(shownRate(rate)).toBe(shown);
  });

  it('returns what is not a plain decimal as it came', () => {
    expect(shownRate('1e-7')).toBe('1e-7');
  });
});
