/**
 * Exact arithmetic on decimal strings ("10.00", "0.000001").
 * Amounts never pass through JavaScript numbers: 0.1 + 0.2 must be "0.3".
 * Values are held as a bigint count of 10^-scale units.
 */
import { PaykitError } from './errors';

export type RoundingMode = 'down' | 'up' | 'half-up' | 'half-even';

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const UNSIGNED_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/** True for a canonical decimal string such as "0", "12", "12.50" (no exponent, sign only with allowNegative). */
export function isDecimalString(value: unknown, options: { allowNegative?: boolean } = {}): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  return (options.allowNegative ? DECIMAL : UNSIGNED_DECIMAL).test(value);
}

function parse(value: string): Scaled {
  if (!isDecimalString(value, { allowNegative: true })) {
    throw new PaykitError(`Not a decimal string: ${JSON.stringify(value)}`);
  }
  const negative = value.startsWith('-');
  const body = negative ? value.slice(1) : value;
  const [whole = '0', fraction = ''] = body.split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** Integer division of n by d (d > 0) rounded with the given mode. */
function divideRounded(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  let quotient = magnitude / d;
  const remainder = magnitude % d;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    const roundAway =
      mode === 'up' ||
      (mode === 'half-up' && twice >= d) ||
      (mode === 'half-even' && (twice > d || (twice === d && quotient % 2n === 1n)));
    if (roundAway) quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

function aligned(a: string, b: string): [bigint, bigint, number] {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return [rescale(x, scale), rescale(y, scale), scale];
}

export function add(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return format(x + y, scale);
}

export function subtract(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return format(x - y, scale);
}

/** -1, 0 or 1, as a compared to b; "1.0" and "1.00" are equal. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZero(a: string): boolean {
  return parse(a).units === 0n;
}

export function isPositive(a: string): boolean {
  return parse(a).units > 0n;
}

export function max(a: string, b: string): string {
  return compare(a, b) >= 0 ? a : b;
}

/** Rounds (or pads) to exactly `scale` fraction digits. */
export function round(a: string, scale: number, mode: RoundingMode = 'half-even'): string {
  const x = parse(a);
  if (scale >= x.scale) return format(rescale(x, scale), scale);
  return format(divideRounded(x.units, 10n ** BigInt(x.scale - scale), mode), scale);
}

export function multiply(a: string, b: string, scale: number, mode: RoundingMode = 'half-even'): string {
  const x = parse(a);
  const y = parse(b);
  const product = x.units * y.units;
  const productScale = x.scale + y.scale;
  if (scale >= productScale) return format(product * 10n ** BigInt(scale - productScale), scale);
  return format(divideRounded(product, 10n ** BigInt(productScale - scale), mode), scale);
}

export function divide(a: string, b: string, scale: number, mode: RoundingMode = 'half-even'): string {
  const x = parse(a);
  const y = parse(b);
  if (y.units === 0n) throw new PaykitError('Division by zero');
  // a/b = (xu / 10^xs) / (yu / 10^ys); scale the numerator so the quotient has `scale` digits.
  const numerator = x.units * 10n ** BigInt(scale + y.scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  const sign = denominator < 0n ? -1n : 1n;
  return format(divideRounded(numerator * sign, denominator * sign, mode), scale);
}

/** What a payer still owes: amount − received, never below zero, at the amount's precision or finer. */
export function amountDue(amount: string, received: string): string {
  const due = subtract(amount, received);
  return parse(due).units > 0n ? due : round('0', Math.max(parse(amount).scale, parse(received).scale));
}

/** Decimal places a currency is quoted in; unknown codes get 8. */
export function currencyScale(currency: string): number {
  return CURRENCY_SCALE[currency.toUpperCase()] ?? 8;
}

const CURRENCY_SCALE: Record<string, number> = {
  AUD: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  SGD: 2,
  NZD: 2,
  USDT: 6,
  USDC: 6,
  BTC: 8,
  ETH: 8,
  SOL: 9,
};
