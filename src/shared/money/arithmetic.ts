/**
 * Exact arithmetic on decimal strings ("10.00", "0.000001").
 * Amounts never pass through JavaScript numbers: 0.1 + 0.2 must be "0.3".
 */
import { PaykitError } from '../errors';
import { fractionDigits } from './decimal-string';
import { aligned, divideRounded, formatScaled, parseScaled, rescale, type RoundingMode } from './scaled';

export type { RoundingMode } from './scaled';

/** a + b, at the finer of the two scales ("10.00" + "0.5" → "10.50"). */
export function add(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return formatScaled(x + y, scale);
}

/** a − b, at the finer of the two scales; may be negative. */
export function subtract(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return formatScaled(x - y, scale);
}

/** -1, 0 or 1, as a compared to b; "1.0" and "1.00" are equal. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** True for zero in any notation ("0", "0.00"). */
export function isZero(a: string): boolean {
  return parseScaled(a).units === 0n;
}

/** True when a is greater than zero. */
export function isPositive(a: string): boolean {
  return parseScaled(a).units > 0n;
}

/** The larger of a and b, as written (a when they are equal). */
export function max(a: string, b: string): string {
  return compare(a, b) >= 0 ? a : b;
}

/** Rounds (or pads) to exactly `scale` fraction digits. */
export function round(a: string, scale: number, mode: RoundingMode = 'half-even'): string {
  const x = parseScaled(a);
  if (scale >= x.scale) return formatScaled(rescale(x, scale), scale);
  return formatScaled(divideRounded(x.units, 10n ** BigInt(x.scale - scale), mode), scale);
}

/**
 * Rounds a positive decimal to `digits` significant digits (half-even), for rates. Whole digits
 * are never dropped: with more of them than `digits` it rounds to a whole number
 * ("123456789.5", 8 → "123456790").
 */
export function roundToSignificant(value: string, digits: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const wholeDigits = whole.replace(/^0+/, '').length;
  if (wholeDigits > 0) return round(value, Math.max(0, digits - wholeDigits));
  const leadingZeros = /^0*/.exec(fraction)?.[0].length ?? 0;
  if (leadingZeros === fraction.length) return value; // zero: nothing to round
  return round(value, leadingZeros + digits);
}

/**
 * `value` written with at least as many fraction digits as `like`, never fewer than its own:
 * ("4", "10.00") → "4.00", so a received amount reads in the notation of the amount asked.
 */
export function padToScaleOf(value: string, like: string): string {
  return round(value, Math.max(fractionDigits(value), fractionDigits(like)));
}

/** a × b rounded to `scale` fraction digits. */
export function multiply(a: string, b: string, scale: number, mode: RoundingMode = 'half-even'): string {
  const x = parseScaled(a);
  const y = parseScaled(b);
  const product = x.units * y.units;
  const productScale = x.scale + y.scale;
  if (scale >= productScale) return formatScaled(product * 10n ** BigInt(scale - productScale), scale);
  return formatScaled(divideRounded(product, 10n ** BigInt(productScale - scale), mode), scale);
}

/** a ÷ b rounded to `scale` fraction digits; throws on division by zero. */
export function divide(a: string, b: string, scale: number, mode: RoundingMode = 'half-even'): string {
  const x = parseScaled(a);
  const y = parseScaled(b);
  if (y.units === 0n) throw new PaykitError('Division by zero');
  // a/b = (xu / 10^xs) / (yu / 10^ys); scale the numerator so the quotient has `scale` digits.
  const numerator = x.units * 10n ** BigInt(scale + y.scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  const sign = denominator < 0n ? -1n : 1n;
  return formatScaled(divideRounded(numerator * sign, denominator * sign, mode), scale);
}

/** What a payer still owes: amount − received, never below zero, at the amount's precision or finer. */
export function amountDue(amount: string, received: string): string {
  const due = subtract(amount, received);
  return parseScaled(due).units > 0n ? due : round('0', Math.max(parseScaled(amount).scale, parseScaled(received).scale));
}
