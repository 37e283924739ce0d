import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, amountDue, compare, divide, isDecimalString, max, multiply, round, subtract } from './index';

/** An independent model: a decimal string as a bigint numerator over 10^scale. */
function toFraction(value: string): { n: bigint; d: bigint } {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const n = BigInt(`${whole}${fraction}`);
  return { n: negative ? -n : n, d: 10n ** BigInt(fraction.length) };
}
const sameValue = (a: string, b: string) => {
  const x = toFraction(a);
  const y = toFraction(b);
  return x.n * y.d === y.n * x.d;
};

const decimal = fc.tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 12 })).map(([units, scale]) => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative && units !== 0n ? `-${body}` : body;
});
const positive = decimal.filter((d) => !d.startsWith('-') && /[1-9]/.test(d));

describe('money: exact decimal strings', () => {
  it('adds the classic float trap exactly', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add('10.00', '0.5')).toBe('10.50');
    expect(subtract('100', '99.99')).toBe('0.01');
    expect(compare('1.0', '1.00')).toBe(0);
    expect(compare('2', '10')).toBe(-1);
    expect(max('0.009', '0.01')).toBe('0.01');
  });

  it('knows what is a decimal string and what is not', () => {
    for (const ok of ['0', '12', '12.50', '0.000001']) expect(isDecimalString(ok)).toBe(true);
    for (const bad of ['', '1e3', '-1', '01', '1.', '.5', ' 1', '1,5', 'NaN', 'Infinity', '0x10']) expect(isDecimalString(bad)).toBe(false);
    expect(isDecimalString('-1', { allowNegative: true })).toBe(true);
    expect(isDecimalString(12)).toBe(false);
  });

  it('computes what is still due, never below zero', () => {
    expect(amountDue('100.00', '40.5')).toBe('59.50');
    expect(amountDue('10.00', '10')).toBe('0.00');
    expect(amountDue('10.00', '12.345')).toBe('0.000');
    expect(amountDue('25.000001', '25')).toBe('0.000001');
  });

  it('rounds with each mode', () => {
    expect(round('2.345', 2, 'half-even')).toBe('2.34');
    expect(round('2.355', 2, 'half-even')).toBe('2.36');
    expect(round('2.345', 2, 'half-up')).toBe('2.35');
    expect(round('2.341', 2, 'up')).toBe('2.35');
    expect(round('2.349', 2, 'down')).toBe('2.34');
    expect(round('-2.345', 2, 'half-up')).toBe('-2.35');
    expect(round('5', 2)).toBe('5.00');
    expect(multiply('100.00', '0.65432178', 6, 'down')).toBe('65.432178');
    expect(divide('1', '3', 6, 'down')).toBe('0.333333');
    expect(divide('1', '3', 6, 'up')).toBe('0.333334');
    expect(() => divide('1', '0', 2)).toThrow(/zero/);
  });

  it('add and subtract agree with the fraction model', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const x = toFraction(a);
        const y = toFraction(b);
        const sum = toFraction(add(a, b));
        expect(sum.n * x.d * y.d).toBe((x.n * y.d + y.n * x.d) * sum.d);
        expect(sameValue(subtract(add(a, b), b), a)).toBe(true);
      }),
    );
  });

  it('compare is a total order consistent with subtraction', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const diff = toFraction(subtract(a, b)).n;
        expect(compare(a, b)).toBe(diff > 0n ? 1 : diff < 0n ? -1 : 0);
        expect(compare(b, a)).toBe(0 - compare(a, b));
      }),
    );
  });

  it('amountDue + received covers the amount and is never negative', () => {
    fc.assert(
      fc.property(positive, positive, (amount, received) => {
        const due = amountDue(amount, received);
        expect(compare(due, '0')).toBeGreaterThanOrEqual(0);
        expect(compare(add(due, received), amount)).toBeGreaterThanOrEqual(0);
        if (compare(received, amount) < 0) expect(sameValue(add(due, received), amount)).toBe(true);
      }),
    );
  });

  it('divide rounded down then up brackets the exact quotient', () => {
    fc.assert(
      fc.property(decimal, positive, fc.integer({ min: 0, max: 10 }), (a, b, scale) => {
        const low = toFraction(divide(a, b, scale, 'down'));
        const high = toFraction(divide(a, b, scale, 'up'));
        const x = toFraction(a);
        const y = toFraction(b);
        // exact quotient q = (x.n * y.d) / (x.d * y.n); check |low| <= |q| <= |high| by cross-multiplying.
        const qn = x.n * y.d;
        const qd = x.d * y.n;
        const abs = (v: bigint) => (v < 0n ? -v : v);
        expect(abs(low.n) * abs(qd) <= abs(qn) * low.d).toBe(true);
        expect(abs(high.n) * abs(qd) >= abs(qn) * high.d).toBe(true);
        expect(abs(high.n - low.n) <= 1n).toBe(true);
      }),
    );
  });
});
