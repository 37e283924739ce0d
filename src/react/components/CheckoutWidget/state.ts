import type { PaymentState, PaymentView } from 'paykit/schemas';
import { amountDue, currencyScale, fitsCurrencyScale, isPositive, round } from '../../../shared/money';
import { isStatusBeingChecked } from '../../../client/subscription';
import type { UsePaymentStatusResult } from '../../hooks/usePaymentStatus';

/**
 * The widget's `data-state`: the payment's status, or loading / error before there is one, or
 * `checking` while the server cannot tell the status (it forgot the payment; the next webhook
 * tells) or knows it without the address a payer who still owes would need.
 */
export type CheckoutState = PaymentState | 'loading' | 'checking' | 'error';

/** Every value the widget's `data-state` can take, in the order a payment goes through them. */
export const CHECKOUT_STATES: readonly CheckoutState[] = [
  'loading',
  'checking',
  'pending',
  'confirming',
  'underpaid',
  'overpaid',
  'settled',
  'expired',
  'failed',
  'error',
];

/** The widget's state from the status subscription: the payment's status once known. */
export function checkoutState(status: Pick<UsePaymentStatusResult, 'view' | 'fatal' | 'error'>): CheckoutState {
  if (isStatusBeingChecked(status.error)) return 'checking';
  if (status.view) return awaitingFunds(status.view.status) && !status.view.address ? 'checking' : status.view.status;
  return status.fatal ? 'error' : 'loading';
}

/** States in which the payer should (still) send funds: only then the address and QR show. */
export function awaitingFunds(state: CheckoutState): boolean {
  return state === 'pending' || state === 'underpaid';
}

/**
 * What the payer still has to send, exactly: amount − received with decimal strings. Digits
 * beyond the currency's precision round up (asking a unit too little would leave it underpaid).
 */
export function stillDue(view: Pick<PaymentView, 'amount' | 'amount_received' | 'currency'>): string {
  const due = amountDue(view.amount, view.amount_received);
  return fitsCurrencyScale(due, view.currency) ? due : round(due, currencyScale(view.currency), 'up');
}

/** What arrived on a payment that closed without being paid in full (expired, failed), or null when nothing did. */
export function keptFunds(view: Pick<PaymentView, 'status' | 'amount_received'>): string | null {
  return (view.status === 'expired' || view.status === 'failed') && isPositive(view.amount_received) ? view.amount_received : null;
}

/** Paid in full (settled, or more than asked): the receipt's states. */
export function paidInFull(state: CheckoutState): boolean {
  return state === 'settled' || state === 'overpaid';
}

/** Closed without being paid in full (expired, failed): a moment like the paid one, with no address. */
export function closedUnpaid(state: CheckoutState): boolean {
  return state === 'expired' || state === 'failed';
}

/**
 * The received bar's two lengths, exactly: what arrived (at most the amount), out of the amount.
 * The bar draws them as decimal strings (an SVG viewBox of the amount), so no float ever touches money.
 */
export function receivedShare(received: string, amount: string): { received: string; of: string } {
  return { received: isPositive(amountDue(amount, received)) ? received : amount, of: amount };
}
