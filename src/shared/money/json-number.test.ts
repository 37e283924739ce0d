import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromJsonNumber } from './json-number';

describe('decimalFromJsonNumber', () => {
  it('gives the decimal a short JSON number stands for', () => {
    expect(decimalFromJsonNumber(JSON.parse('7'))).toBe('7');
    expect(decimalFromJsonNumber(JSON.parse('10.50'))).toBe('10.5');
    expect(decimalFromJsonNumber(JSON.parse('0.1'))).toBe('0.1');
    expect(decimalFromJsonNumber(JSON.parse('-2.25'))).toBe('-2.25');
    expect(decimalFromJsonNumber(JSON.parse('999999999999999'))).toBe('999999999999999');
  });

  it('writes exponent forms out in full', () => {
    expect(decimalFromJsonNumber(JSON.parse('1e21'))).toBe('1000000000000000000000');
    expect(decimalFromJsonNumber(JSON.parse('1.25E+22'))).toBe('12500000000000000000000');
    expect(decimalFromJsonNumber(JSON.parse('1e-7'))).toBe('0.0000001');
    expect(decimalFromJsonNumber(JSON.parse('-3.5e-9'))).toBe('-0.0000000035');
    expect(decimalFromJsonNumber(JSON.parse('1e2'))).toBe('100');
  });

  it('refuses numbers a double may not carry exactly, and non-finite ones', () => {
    expect(decimalFromJsonNumber(JSON.parse('12345678901234567'))).toBeUndefined();
    expect(decimalFromJsonNumber(JSON.parse('9007199254740993'))).toBeUndefined();
    expect(decimalFromJsonNumber(JSON.parse('0.30000000000000004'))).toBeUndefined();
    expect(decimalFromJsonNumber(0.1 + 0.2)).toBeUndefined();
    expect(decimalFromJsonNumber(1.2345678901234567e30)).toBeUndefined();
    expect(decimalFromJsonNumber(Number.NaN)).toBeUndefined();
    expect(decimalFromJsonNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('gives back exactly any decimal of at most 15 significant digits written as a JSON number', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }), fc.integer({ min: -30, max: 30 }))
      .map(([significand, exponent]) => ({ json: `${significand}e${exponent}`, significand, exponent }));
    fc.assert(
      fc.property(decimal, ({ json, significand, exponent }) => {
        const written = decimalFromJsonNumber(JSON.parse(json));
        expect(written).toBeDefined();
        // Compare as fractions: written = significand × 10^exponent exactly.
        const [whole = '', fraction = ''] = (written as string).split('.');
        const units = BigInt(whole + fraction);
        const left = exponent >= 0 ? significand * 10n ** BigInt(exponent) * 10n ** BigInt(fraction.length) : significand * 10n ** BigInt(fraction.length);
        const right = exponent >= 0 ? units : units * 10n ** BigInt(-exponent);
        expect(left).toBe(right);
      }),
    );
  });
});
