/**
 * Which payment views are worth delivering. SSE and polling can both answer, a reconnect
 * replays the current state, and a lagging proxy instance can answer with an older one:
 * listeners see each change once, in order, and never a step backwards.
 */
import type { CheckoutView, PaymentLinkView, PaymentView } from 'paykit/schemas';
import { movesForward, PAYMENT_STATE_RANK } from '../shared/payment-progress';
import { PaykitUpstreamInvalidError } from '../shared/errors';
import { FINAL_PAYMENT_STATES } from '../shared/schemas/views';

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

/**
 * The view, if `value` looks like one (for this payment, when `paymentId` is given): a cheap
 * check of the fields the widget reads, no schema library on the checkout path. Its arrival is noted.
 */
export function readPaymentView(value: unknown, paymentId?: string): PaymentView | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<PaymentView>;
  if (
    typeof v.payment_id !== 'string' ||
    (paymentId !== undefined && v.payment_id !== paymentId) ||
    typeof v.status !== 'string' ||
    !Object.prototype.hasOwnProperty.call(PAYMENT_STATE_RANK, v.status) ||
    typeof v.updated_at !== 'string' ||
    typeof v.amount !== 'string' ||
    typeof v.currency !== 'string'
  )
    return null;
  arrivals.set(v as PaymentView, Date.now());
  return v as PaymentView;
}

// Spelled out, not imported from the schemas: that module would bring zod onto the checkout path.
const LINK_STATUSES: ReadonlySet<unknown> = new Set(['active', 'paid', 'expired', 'deactivated'] satisfies Array<PaymentLinkView['status']>);
const isString = (value: unknown) => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const LINK_FIELDS: ReadonlyArray<[keyof PaymentLinkView, (value: unknown) => boolean]> = [
  ['id', isString],
  ['amount', isString],
  ['currency', isString],
  ['status', (value) => LINK_STATUSES.has(value)],
  ['description', isStringOrNull],
  ['paid_at', isStringOrNull],
];

/** The link view the proxy answered, or PaykitUpstreamInvalidError naming the first field that is not one (never its value). */
export function readPaymentLinkView(value: unknown, operation: string, at = ''): PaymentLinkView {
  if (typeof value !== 'object' || value === null) throw new PaykitUpstreamInvalidError({ operation, field: at || '(the answer)' });
  const record = value as Record<string, unknown>;
  for (const [field, ok] of LINK_FIELDS) {
    if (!ok(record[field])) throw new PaykitUpstreamInvalidError({ operation, field: at ? `${at}.${field}` : field });
  }
  return value as PaymentLinkView;
}

/** The checkout the proxy answered: the link and its open payment, each checked as above. */
export function readCheckoutView(value: unknown): CheckoutView {
  const operation = 'POST /payment-links/{id}/checkout';
  const answer = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof CheckoutView, unknown>>;
  readPaymentLinkView(answer.link, operation, 'link');
  if (!readPaymentView(answer.payment)) throw new PaykitUpstreamInvalidError({ operation, field: 'payment', status: 201 });
  return value as CheckoutView;
}

/** Whether `next` should reach listeners after `last`. */
export const isNews = movesForward;
