/**
 * How finely each currency is quoted, and the one rule built on it: an amount written with
 * more decimals than its currency has (0.0000001 USDT) cannot be moved exactly, so callers
 * refuse it rather than round it silently.
 */
import { fractionDigits } from './decimal-string';

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

/** Decimal places a currency is quoted in (case-insensitive); unknown codes get 8. */
export function currencyScale(currency: string): number {
  return CURRENCY_SCALE[currency.toUpperCase()] ?? 8;
}

/** The smallest amount the currency can carry: "0.01" for AUD, "0.000001" for USDT. */
export function smallestUnit(currency: string): string {
  const scale = currencyScale(currency);
  return scale === 0 ? '1' : `0.${'0'.repeat(scale - 1)}1`;
}

/** True when `amount` is written with no more fraction digits than `currency` has ("1.50" AUD yes, "1.505" AUD no). */
export function fitsCurrencyScale(amount: string, currency: string): boolean {
  return fractionDigits(amount) <= currencyScale(currency);
}
