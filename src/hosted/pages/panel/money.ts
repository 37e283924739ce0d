/**
 * Amounts as the panel writes them: the shared exact formatting, at least two decimals and more
 * only where they carry something (a payout's "10.000000" USDT reads "10.00 USDT", as payments
 * do; "0.000003" stays), never past the currency's scale. No floats anywhere.
 */
import { formatAmount } from '../../../shared/format-amount';
import { currencyScale, fractionDigits, isDecimalString, trimZeros } from '../../../shared/money';

export function money(amount: string, currency: string): string {
  if (!isDecimalString(amount)) return [amount, currency].join(' '); // not a plain decimal: shown as given
  const minimum = Math.min(2, currencyScale(currency));
  const digits = fractionDigits(amount);
  const padded = digits >= minimum ? amount : `${amount}${digits === 0 ? '.' : ''}${'0'.repeat(minimum - digits)}`;
  return `${formatAmount(trimZeros(padded, minimum), 'en')} ${currency}`;
}
