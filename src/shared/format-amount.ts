/**
 * A decimal amount in a locale's notation through Intl, without ever turning it into a float: the
 * integer part is grouped as a BigInt, the fraction is kept digit for digit. Pure (no DOM, no
 * React), so server code and React Server Components format amounts as the widget shows them.
 */
import { displayAmount } from './money/display';
import { numberNotation } from './number-notation';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * "1234567.000001" → "1,234,567.000001" (en), "1.234.567,000001" (de): exact, no rounding.
 * Without `currency` every digit is kept as written (trailing zeros too); with it the amount is
 * shown by the one display rule (money.displayAmount: "100.000000" USDT → "100.00", "59.500001"
 * stays). Anything that is not a plain decimal string is shown as given.
 */
export function formatAmount(value: string, locale: string, currency?: string): string {
  const match = DECIMAL.exec(currency === undefined ? value : displayAmount(value, currency));
  if (!match) return value;
  const [, sign = '', whole = '0', fraction] = match;
  const notation = numberNotation(locale);
  const grouped = notation.integer.format(BigInt(whole));
  if (fraction === undefined) return sign + grouped;
  return `${sign}${grouped}${notation.decimal}${fraction.replace(/\d/g, (digit) => notation.digits[Number(digit)] ?? digit)}`;
}
