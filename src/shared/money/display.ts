/**
 * The one rule for an amount on screen, whatever shows it (balances, quotes, conversions,
 * transactions, links, the checkout): at least the currency's display scale, more digits only
 * where the value has them — shown exactly, never rounded away — and no trailing zeros beyond
 * the display scale. "100.000000" USDT → "100.00", "10.5" → "10.50", "59.500001" → "59.500001".
 */
import { currencyScale } from './currency';
import { isDecimalString, trimZeros } from './decimal-string';

/** Fraction digits an amount is always shown with: 2, or fewer for a currency quoted in fewer (case-insensitive). */
export function displayScale(currency: string): number {
  return Math.min(2, currencyScale(currency));
}

/** `value` as a decimal string written by the display rule; anything that is not a decimal string is returned as given. */
export function displayAmount(value: string, currency: string): string {
  if (!isDecimalString(value, { allowNegative: true })) return value;
  const scale = displayScale(currency);
  const dot = value.indexOf('.');
  const digits = dot === -1 ? 0 : value.length - dot - 1;
  const padded = digits >= scale ? value : `${value}${dot === -1 ? '.' : ''}${'0'.repeat(scale - digits)}`;
  return trimZeros(padded, scale);
}
