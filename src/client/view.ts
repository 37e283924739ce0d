/**
 * Which payment views are worth delivering. SSE and polling can both answer, a reconnect
 * replays the current state, and a lagging proxy instance can answer with an older one:
 * listeners see each change once, in order, and never a step backwards.
 */
import { movesForward, PAYMENT_STATE_RANK } from '../shared/payment-progress';
import { FINAL_PAYMENT_STATES, type PaymentView } from '../shared/schemas/views';

/** Whether the payment has reached a state it never leaves. */
export function isFinal(view: PaymentView): boolean {
  return FINAL_PAYMENT_STATES.has(view.status);
}

/**
 * When each view arrived (this browser's `Date.now()`). Its `server_time` is the service's clock at
 * that moment, not at whatever later moment a component first shows a cached view; kept beside
 * the view, not in it, so what the proxy sent is what listeners get.
 */
const arrivals = new WeakMap<PaymentView, number>();

/** When `view` arrived from the proxy (epoch ms on this browser's clock), or undefined for a view made elsewhere. */
export function viewArrivedAt(view: PaymentView): number | undefined {
  return arrivals.get(view);
}

/** The view, if `value` looks like one for this payment (a cheap check, no schema library); its arrival is noted. */
export function readPaymentView(value: unknown, paymentId: string): PaymentView | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<PaymentView>;
  if (
    v.payment_id !== paymentId ||
    typeof v.status !== 'string' ||
    !Object.prototype.hasOwnProperty.call(PAYMENT_STATE_RANK, v.status) ||
    typeof v.updated_at !== 'string'
  )
    return null;
  arrivals.set(v as PaymentView, Date.now());
  return v as PaymentView;
}

/** Whether `next` should reach listeners after `last`. */
export const isNews = movesForward;
