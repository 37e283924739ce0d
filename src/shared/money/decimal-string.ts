/**
 * What a decimal string looks like and how it is written: validity, fraction digits, and
 * trailing zeros. Pure text operations; the arithmetic lives in ./arithmetic.
 */

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const UNSIGNED_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/** Longer strings are refused outright so a hostile body cannot make the bigint maths slow. */
const MAX_DECIMAL_LENGTH = 64;

/**
 * True for a canonical decimal string such as "0", "12", "12.50": no exponent, no leading zeros,
 * no spaces, at most 64 characters, and a minus sign only with `allowNegative`.
 */
export function isDecimalString(value: unknown, options: { allowNegative?: boolean } = {}): value is string {
  if (typeof value !== 'string' || value.length > MAX_DECIMAL_LENGTH) return false;
  return (options.allowNegative ? DECIMAL : UNSIGNED_DECIMAL).test(value);
}

/**
 * The most digits an amount may have before its point: a quadrillion in any currency is more
 * than any payment, and a bound keeps every balance summable, comparable and printable (a
 * 63-digit credit once made every later operation in its currency fail).
 */
export const MAX_AMOUNT_INTEGER_DIGITS = 15;

/** Digits before the decimal point, leading zeros and sign not counted: "0012.5" → 2, "0.5" → 0. */
export function integerDigits(amount: string): number {
  const whole = amount.replace(/^[+-]/, '').split('.')[0] ?? '';
  return whole.replace(/^0+/, '').length;
}

/** Digits after the decimal point as written: "10.50" → 2, "10" → 0. */
export function fractionDigits(amount: string): number {
  const dot = amount.indexOf('.');
  return dot === -1 ? 0 : amount.length - dot - 1;
}

/**
 * Drops trailing fraction zeros but keeps at least `keep` fraction digits, and the point only
 * while digits follow it: ("62.750000", 2) → "62.75", ("12.000", 0) → "12", ("12.500", 2) → "12.50".
 */
export function trimZeros(value: string, keep: number): string {
  const dot = value.indexOf('.');
  if (dot === -1) return value;
  let end = value.length;
  while (end > dot + 1 + keep && value[end - 1] === '0') end--;
  return value.slice(0, end === dot + 1 ? dot : end);
}
