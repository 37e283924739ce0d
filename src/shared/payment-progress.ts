/**
 * The one rule for "is this payment view newer?", shared by the proxy's status store and the
 * browser client: webhooks, SSE and polling can all arrive late or twice.
 */
import { compare } from './money';
import { FINAL_PAYMENT_STATES, type PaymentState, type PaymentView } from './schemas/views';

export const PAYMENT_STATE_RANK: Readonly<Record<PaymentState, number>> = {
  pending: 0,
  confirming: 1,
  underpaid: 1,
  settled: 2,
  overpaid: 2,
  expired: 2,
  failed: 2,
};

/** Whether `next` may replace `current`: never out of a final state, never to a lower rank. */
export function movesForward(current: PaymentView | undefined, next: PaymentView): boolean {
  if (!current) return true;
  if (FINAL_PAYMENT_STATES.has(current.status)) return addsReceipt(current, next);
  const rank = PAYMENT_STATE_RANK;
  if (rank[next.status] !== rank[current.status]) return rank[next.status] > rank[current.status];
  // Within a rank, more money received is newer whatever the clocks say: views seeded from the
  // proxy's own reads carry its time, webhook views the service's, and the two may disagree.
  const received = compare(next.amount_received, current.amount_received);
  if (received !== 0) return received > 0;
  return next.updated_at >= current.updated_at && !sameView(current, next);
}

/**
 * A final view may still gain its receipt once (the proxy's opt-in transaction hash and
 * reference): same state, same money, looked up for the first time.
 */
function addsReceipt(current: PaymentView, next: PaymentView): boolean {
  return current.tx_hash === undefined && next.tx_hash !== undefined && next.status === current.status && next.amount_received === current.amount_received;
}

/** Same as far as a payer can tell (a newer timestamp alone is no news). */
function sameView(a: PaymentView, b: PaymentView): boolean {
  return a.status === b.status && a.amount_received === b.amount_received && a.expires_at === b.expires_at && a.address === b.address;
}
