/**
 * Which payment views are worth delivering. SSE and polling can both answer, a reconnect
 * replays the current state, and a lagging proxy instance can answer with an older one:
 * listeners see each change once, in order, and never a step backwards.
 */
import { FINAL_PAYMENT_STATES, type PaymentState, type PaymentView } from '../shared/schemas/views';

const RANK: Record<PaymentState, number> = {
  pending: 0,
  confirming: 1,
  underpaid: 1,
  settled: 2,
  overpaid: 2,
  expired: 2,
  failed: 2,
};

export function isFinal(view: PaymentView): boolean {
  return FINAL_PAYMENT_STATES.has(view.status);
}

/** The view, if `value` looks like one for this payment (a cheap check, no schema library). */
export function readPaymentView(value: unknown, paymentId: string): PaymentView | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<PaymentView>;
  if (v.payment_id !== paymentId || typeof v.status !== 'string' || !Object.prototype.hasOwnProperty.call(RANK, v.status) || typeof v.updated_at !== 'string') return null;
  return v as PaymentView;
}

/** Whether `next` should reach listeners after `last`. */
export function isNews(last: PaymentView | undefined, next: PaymentView): boolean {
  if (!last) return true;
  if (isFinal(last)) return false;
  if (RANK[next.status] < RANK[last.status]) return false;
  if (next.status === last.status && next.updated_at < last.updated_at) return false;
  return !(next.status === last.status && next.updated_at === last.updated_at && next.amount_received === last.amount_received);
}
