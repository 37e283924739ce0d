/**
 * The exact form the arithmetic works on: a decimal string as a bigint count of 10^-scale
 * units ("12.50" is 1250 at scale 2). Internal to shared/money.
 */
import { PaykitError } from '../errors';
import { isDecimalString } from './decimal-string';

/** How a result is rounded when it has more digits than asked for. */
export type RoundingMode = 'down' | 'up' | 'half-up' | 'half-even';

/** A decimal as `units` × 10^-`scale`. */
export interface Scaled {
  units: bigint;
  scale: number;
}

/** Reads a (possibly negative) decimal string; anything else is a programming error, so it throws. */
export function parseScaled(value: string): Scaled {
  if (!isDecimalString(value, { allowNegative: true })) {
    throw new PaykitError(`Not a decimal string: ${JSON.stringify(value)}`);
  }
  const negative = value.startsWith('-');
  const body = negative ? value.slice(1) : value;
  const [whole = '0', fraction = ''] = body.split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** The units of `value` at a scale at least as fine as its own. */
export function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Writes units at a scale back as a decimal string with exactly `scale` fraction digits. */
export function formatScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** Integer division of n by d (d > 0) rounded with the given mode. */
export function divideRounded(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  let quotient = magnitude / d;
  const remainder = magnitude % d;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    const roundAway = mode === 'up' || (mode === 'half-up' && twice >= d) || (mode === 'half-even' && (twice > d || (twice === d && quotient % 2n === 1n)));
    if (roundAway) quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

/** Both operands as units at their common (finer) scale. */
export function aligned(a: string, b: string): [bigint, bigint, number] {
  const x = parseScaled(a);
  const y = parseScaled(b);
  const scale = Math.max(x.scale, y.scale);
  return [rescale(x, scale), rescale(y, scale), scale];
}
