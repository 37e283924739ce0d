/**
 * Prefills for the underpay and overpay forms, in exact decimal arithmetic (never floats).
 * Half the amount is rounded DOWN to the currency's scale (money.currencyScale): the sandbox
 * refuses more decimals than the currency has, and rounding down keeps an underpayment strictly
 * below the amount. 25.00 USDT → 12.50; 0.000003 USDT → 0.000001 (not 0.0000015).
 * Trailing zeros beyond the amount's own notation are dropped (12.500000 → 12.50).
 */
import { add, currencyScale, divide, isZero } from '../../../shared/money';

function decimals(amount: string): number {
  const dot = amount.indexOf('.');
  return dot === -1 ? 0 : amount.length - dot - 1;
}

/** Drops trailing fraction zeros but keeps at least `keep` fraction digits. */
function trimZeros(value: string, keep: number): string {
  if (!value.includes('.')) return value;
  let [whole, fraction = ''] = value.split('.') as [string, string?];
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : (whole as string);
}

export function halfOf(amount: string, currency: string): string {
  const scale = currencyScale(currency);
  return trimZeros(divide(amount, '2', scale, 'down'), Math.min(scale, decimals(amount)));
}

/** Half as much again; at least one smallest unit more, so it is always an overpayment. */
export function oneAndAHalfOf(amount: string, currency: string): string {
  const scale = currencyScale(currency);
  const half = halfOf(amount, currency);
  const smallestUnit = scale === 0 ? '1' : `0.${'0'.repeat(scale - 1)}1`;
  return trimZeros(add(amount, isZero(half) ? smallestUnit : half), Math.min(scale, decimals(amount)));
}
