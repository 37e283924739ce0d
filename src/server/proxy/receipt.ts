/**
 * The receipt details a merchant may choose to show a payer once a payment is settled: the
 * on-chain transaction hash and the payment's reference. Off by default (a payer sees nothing
 * beyond the payment itself); when on, each settled payment costs at most one lookup, whose answer
 * (or its absence: `tx_hash: null`) is kept with the stored view, so it is never asked again.
 */
import type { PaymentView } from 'paykit/schemas';
import { hasPrefix } from '../../shared/ids';
import type { ProxyContext } from './context';

/** `receipt` of PaykitHandlerOptions. */
export interface ReceiptOptions {
  /** Show the on-chain transaction hash (with a copy button) once the payment is settled. */
  transactionHash?: boolean;
  /** Show the payment's reference (your order number, or the payment link id) once the payment is settled. */
  reference?: boolean;
}

/** What may already be known of the payment's transaction (a signed webhook's data, an upstream read). */
export interface ReceiptHint {
  transaction_id?: string | null;
  payment_link_id?: string | null;
  tx_hash?: string | null;
  reference?: string;
}

/** What one look-up found. */
export interface ReceiptFound {
  tx_hash: string | null;
  reference?: string;
}

/** What the receipt keeps for the whole proxy: the merchant's choice, and the look-ups under way. */
export interface ReceiptState {
  /** What a settled payment's receipt may show. */
  receipt: ReceiptOptions;
  /** Receipt look-ups under way, by payment id: readers of one settled payment share one. */
  receiptsInFlight: Map<string, Promise<ReceiptFound>>;
}

/** The receipt's state for a proxy whose merchant chose `options`. */
export function receiptState(options: ReceiptOptions = {}): ReceiptState {
  return { receipt: options, receiptsInFlight: new Map() };
}

/** A request's context with the receipt's state: what whoever stores a payment's view is handed. */
export type ReceiptContext = ProxyContext & ReceiptState;

const PAID: ReadonlySet<PaymentView['status']> = new Set(['settled', 'overpaid']);

/** Whether this view still lacks the receipt the merchant asked for: paid, and never looked up. */
export function wantsReceipt(ctx: ReceiptState, view: PaymentView): boolean {
  const { receipt } = ctx;
  return !!(receipt.transactionHash || receipt.reference) && PAID.has(view.status) && view.tx_hash === undefined;
}

/**
 * `view` with its receipt: from `hint` when it says enough, else from one upstream read (the
 * transaction when its id is known, else the payment record, which names it, where readPayments
 * allows that read; otherwise the receipt goes without the hash). A failed read
 * leaves `tx_hash: null`: the receipt simply lacks it, and nobody asks again.
 */
export async function withReceipt(ctx: ReceiptContext, view: PaymentView, hint: ReceiptHint = {}): Promise<PaymentView> {
  if (!wantsReceipt(ctx, view)) return view;
  const running = ctx.receiptsInFlight;
  const existing = running.get(view.payment_id);
  const found = existing ?? lookUp(ctx, view.payment_id, hint).finally(() => running.delete(view.payment_id));
  if (!existing) running.set(view.payment_id, found);
  const { tx_hash, reference } = await found;
  const { receipt } = ctx;
  return {
    ...view,
    tx_hash: receipt.transactionHash ? tx_hash : null,
    ...(receipt.reference && reference ? { reference } : {}),
  };
}

async function lookUp(ctx: ReceiptContext, paymentId: string, hint: ReceiptHint): Promise<ReceiptFound> {
  const { upstream: client, onError } = ctx;
  try {
    let { transaction_id: transactionId, payment_link_id: linkId, tx_hash: hash, reference } = hint;
    if (!hash && !transactionId) {
      // Without the read-back (readPayments) only a webhook could have named the transaction.
      if (!(await ctx.readsPayments())) return { tx_hash: null, ...(reference ? { reference } : {}) };
      const payment = await client.payments.retrieve(paymentId);
      ({ transaction_id: transactionId, payment_link_id: linkId, tx_hash: hash, reference } = payment);
    }
    if (!hash && transactionId && hasPrefix('transaction', transactionId)) {
      const transaction = await client.transactions.retrieve(transactionId);
      // Only this payment's own transaction: one through another link is never shown.
      if (!linkId || transaction.payment_link_id === linkId) hash = transaction.tx_hash;
    }
    return { tx_hash: hash ?? null, ...(reference ? { reference } : {}) };
  } catch (error) {
    onError(error);
    return { tx_hash: null };
  }
}
