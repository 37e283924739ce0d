import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';
import { MAX_AMOUNT_INTEGER_DIGITS } from './money';
import { amountExamples, checkAmountInput, parseAmount } from './parse-amount';

const LOCALES = ['en', 'es', 'fr', 'de', 'zh-CN', 'ar'] as const;

describe('parseAmount', () => {
  it("drops the locale's grouping separator where the locale puts it", () => {
    expect(parseAmount('12,500', 'en')).toEqual({ amount: '12500' });
    expect(parseAmount('1,000', 'en')).toEqual({ amount: '1000' });
    expect(parseAmount('1,234,567.25', 'en')).toEqual({ amount: '1234567.25' });
    expect(parseAmount('12.500', 'de')).toEqual({ amount: '12500' });
    expect(parseAmount('1.234.567,25', 'de')).toEqual({ amount: '1234567.25' });
    expect(parseAmount('1.500', 'es')).toEqual({ amount: '1500' });
    expect(parseAmount('12,500', 'zh-CN')).toEqual({ amount: '12500' });
  });

  it("reads the locale's decimal separator as the point, and plain digits without grouping", () => {
    expect(parseAmount('12,500', 'de')).toEqual({ amount: '12.500' });
    expect(parseAmount('25,5', 'fr')).toEqual({ amount: '25.5' });
    expect(parseAmount('25.5', 'en')).toEqual({ amount: '25.5' });
    expect(parseAmount('1500', 'de')).toEqual({ amount: '1500' });
    expect(parseAmount(' 007.50 ', 'en')).toEqual({ amount: '7.50' });
    expect(parseAmount('.5', 'en')).toEqual({ amount: '0.5' });
  });

  it('accepts a plain space, a no-break space and a narrow no-break space where French groups', () => {
    for (const space of [' ', '\u00a0', '\u202f']) expect(parseAmount(`12${space}500,25`, 'fr')).toEqual({ amount: '12500.25' });
  });

  it('reads Arabic-Indic digits and separators under a locale that writes them', () => {
    expect(parseAmount('١٬٢٣٤٫٥', 'ar-EG')).toEqual({ amount: '1234.5' });
    expect(parseAmount('1234.5', 'ar')).toEqual({ amount: '1234.5' });
  });

  it('reads digits of any script, as a full-width IME or a Persian keyboard types them, in the locale’s notation', () => {
    expect(parseAmount('１２，５００', 'ja')).toEqual({ problem: 'notation' });
    expect(parseAmount('１２,５００', 'ja')).toEqual({ amount: '12500' });
    expect(parseAmount('۲۵.۵', 'en')).toEqual({ amount: '25.5' });
    expect(parseAmount('२,५००', 'hi')).toEqual({ amount: '2500' });
  });

  it.each([
    ['1,5', 'en'],
    ['1,50', 'en'],
    ['1.5', 'de'],
    ['1.000,5.2', 'de'],
    ['1,000.5.2', 'en'],
    ['12 500', 'en'],
    ['1.5', 'fr'],
    ['1,,000', 'en'],
    [',500', 'en'],
    ['5.', 'en'],
    ['1e3', 'en'],
    ['abc', 'en'],
    ['1G5', 'en'],
    ['$5', 'en'],
  ])('refuses %j in %s rather than guess what was meant', (typed, locale) => {
    expect(parseAmount(typed, locale)).toEqual({ problem: 'notation' });
  });

  it('tells nothing typed, a negative and too many digits apart', () => {
    expect(parseAmount('  ', 'en')).toEqual({ problem: 'empty' });
    expect(parseAmount('-5', 'en')).toEqual({ problem: 'negative' });
    expect(parseAmount('9'.repeat(MAX_AMOUNT_INTEGER_DIGITS), 'en')).toEqual({ amount: '9'.repeat(MAX_AMOUNT_INTEGER_DIGITS) });
    expect(parseAmount('123456789012345678', 'en')).toEqual({ problem: 'too-large' });
    expect(parseAmount('1,000,000,000,000,000', 'en')).toEqual({ problem: 'too-large' });
  });

  it('gives examples in the locale’s notation', () => {
    expect(amountExamples('en')).toEqual({ thousands: '1,500', decimal: '1.5' });
    expect(amountExamples('de')).toEqual({ thousands: '1.500', decimal: '1,5' });
    expect(amountExamples('fr')).toEqual({ thousands: '1\u202f500', decimal: '1,5' });
  });

  it('reads back every amount formatAmount writes, in each of the six locales', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** BigInt(MAX_AMOUNT_INTEGER_DIGITS) - 1n }), fc.integer({ min: 0, max: 6 }), fc.bigInt({ min: 0n, max: 999_999n }))
      .map(([whole, scale, fraction]) => (scale === 0 ? String(whole) : `${whole}.${String(fraction % 10n ** BigInt(scale)).padStart(scale, '0')}`));
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), amount, (locale, value) => {
        expect(parseAmount(formatAmount(value, locale), locale)).toEqual({ amount: value });
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkAmountInput', () => {
  it('is the parser plus the amount rules: positive, within the currency’s decimals', () => {
    expect(checkAmountInput('1,000', 'en', 'USDT')).toEqual({ amount: '1000' });
    expect(checkAmountInput('', 'en', 'USDT')).toEqual({ problem: 'empty' });
    expect(checkAmountInput('0,00', 'de', 'USDT')).toEqual({ problem: 'not-positive' });
    expect(checkAmountInput('-1', 'en', 'USDT')).toEqual({ problem: 'not-positive' });
    expect(checkAmountInput('1.005', 'en', 'AUD')).toEqual({ problem: 'scale' });
    expect(checkAmountInput('1,005', 'de', 'USDT')).toEqual({ amount: '1.005' });
    expect(checkAmountInput('1,5', 'en', 'USDT')).toEqual({ problem: 'notation' });
  });
});
