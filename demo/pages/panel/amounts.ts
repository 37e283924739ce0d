/**
 * Prefills for the underpay and overpay forms, in exact decimal arithmetic (never floats).
 * Half the amount is rounded DOWN to the currency's scale (money.currencyScale): the sandbox
 * refuses more decimals than the currency has, and rounding down keeps an underpayment strictly
 * below the amount. 25.00 USDT → 12.50; 0.000003 USDT → 0.000001 (not 0.0000015).
 * Trailing zeros beyond the amount's own notation are dropped (12.500000 → 12.50).
 */
import { add, currencyScale, divide, fractionDigits, isZero, smallestUnit, trimZeros } from '../../../src/shared/money';

/** Half the amount, rounded down to the currency's scale, in the amount's own notation. */
export function halfOf(amount: string, currency: string): string {
  const scale = currencyScale(currency);
  return trimZeros(divide(amount, '2', scale, 'down'), Math.min(scale, fractionDigits(amount)));
}

/** Half as much again; at least one smallest unit more, so it is always an overpayment. */
export function oneAndAHalfOf(amount: string, currency: string): string {
  const scale = currencyScale(currency);
  const half = halfOf(amount, currency);
  return trimZeros(add(amount, isZero(half) ? smallestUnit(currency) : half), Math.min(scale, fractionDigits(amount)));
}
