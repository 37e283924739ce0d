import { isDecimalString, roundToSignificant, trimZeros } from '../../shared/money';

/**
 * A quote's rate as shown: six significant digits, enough to check a quote by eye rather than 7
 * decimals of noise, rounded on the decimal string itself (shared money: never through a float,
 * never inside the whole part), trailing zeros dropped. The quote's amounts are always exact.
 */
export function shownRate(rate: string): string {
  return isDecimalString(rate) ? trimZeros(roundToSignificant(rate, 6), 0) : rate;
}
