/**
 * Amounts as the panel writes them: the kit's one display rule (money.displayAmount through
 * formatAmount), as the dashboard and the checkout show them: a payout's "10.000000" USDT reads
 * "10.00 USDT", as payments do; "0.000003" stays. No floats anywhere.
 */
import { formatAmount } from '../../../src/shared/format-amount';

export function money(amount: string, currency: string): string {
  return `${formatAmount(amount, 'en', currency)} ${currency}`;
}
