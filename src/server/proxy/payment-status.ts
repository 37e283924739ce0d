/**
 * A payment's status as the proxy serves it: from the store when it knows enough, else read once
 * upstream when `readPayments` allows it, else what webhooks told, else "no such payment" (404).
 */
import type { PaymentView } from 'paykit/schemas';
import { NotFoundError } from '../../shared/errors';
import type { ProxyContext } from './context';
import { HttpError, notFound } from '../../web/http-error';
import { wantsReceipt, withReceipt, type ReceiptContext } from './receipt';
import { FINAL_STATES, type StoredStatus } from './status-store';
import { paymentView, sentView } from './views';

/** How views leave for the browser: with the service's clock and, against a test environment, test_mode. */
export async function outgoing(ctx: ProxyContext): Promise<(view: PaymentView) => PaymentView> {
  // The service's clock only, which every request shares: an event stream keeps this function for
  // minutes, and keeping the request's own client (its calls bound to the request) cost each
  // stream some 5 KB.
  const clock = ctx.upstream.upstream;
  const testMode = await ctx.isTestMode();
  return (view) => sentView(view, clock, testMode);
}

/** How soon a browser asks again about a payment whose status is being checked. */
const CHECK_AGAIN_SECONDS = 5;

/**
 * 503 payment_status_unknown: the proxy knows this payment exists (a link's checkout remembered
 * it) but its store has no status for it and the service cannot be asked (readPayments). Not "no
 * such payment": it may well be open, and its next webhook tells. An id the proxy never recorded
 * at all is not this: it answers 404 (see unknownPayment).
 */
export function statusUnknown(): HttpError {
  return new HttpError(503, 'payment_status_unknown', "This payment's status is being checked; it shows here as soon as it is known", {
    headers: { 'retry-after': String(CHECK_AGAIN_SECONDS) },
  });
}

/** Whether `error` is statusUnknown()'s answer. */
export function isStatusUnknown(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'payment_status_unknown';
}

/**
 * 404 not_found for an id the store never recorded, when the service cannot be asked (the real
 * service has no read of a payment). The store holds every payment the proxy created (POST
 * /payments, a link's checkout, the handler's `createPayment`) and every one a webhook told of;
 * an id in none of them is, as far as this proxy can ever tell, no payment of this shop's.
 * A memory store forgets on restart: a deployment against the real service keeps a shared store.
 */
export function unknownPayment(): HttpError {
  return notFound('No such payment');
}

/**
 * The stored status, else (readPayments allowing) one upstream read that also seeds the store.
 * `unknown` is what an id the store lacks answers when the service cannot be asked: 404 for a
 * browser asking by id, "being checked" where the proxy itself remembered the id (a link's checkout).
 */
export async function currentStatus(ctx: ReceiptContext, id: string, unknown: () => HttpError = unknownPayment): Promise<StoredStatus> {
  const status = await knownStatus(ctx, id, unknown);
  // Settled before a webhook could add the receipt (no webhooks, or stored before the option was on).
  if (!wantsReceipt(ctx, status.view)) return status;
  return (await ctx.store.apply(await withReceipt(ctx, status.view))).stored;
}

/** A fresh upstream read of the payment, stored (with its receipt when the merchant wants one); only where readPayments allows. */
export async function freshStatus(ctx: ReceiptContext, id: string): Promise<StoredStatus> {
  if (!(await ctx.readsPayments())) throw statusUnknown();
  const payment = await ctx.upstream.payments.retrieve(id);
  return (await ctx.store.apply(await withReceipt(ctx, paymentView(payment, new Date().toISOString()), payment))).stored;
}

async function knownStatus(ctx: ReceiptContext, id: string, unknown: () => HttpError): Promise<StoredStatus> {
  const { store, upstream: client } = ctx;
  const stored = await store.get(id);
  if (stored && (stored.view.address !== null || FINAL_STATES.has(stored.view.status))) return stored;
  if (!(await ctx.readsPayments())) {
    // Known only from webhooks (created elsewhere without `createPayment`, or before a memory
    // store's restart): what they told is the status, and a status is what the payer needs
    // most, so it is served (200) with address, network and expiry null rather than withheld
    // as "being checked": no later answer would bring them, since only the create's answer had them.
    if (stored) return stored;
    throw unknown();
  }
  const payment = await client.payments.retrieve(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw notFound('No such payment');
    throw error;
  });
  if (stored) {
    // Known only from webhooks (created elsewhere, or before a restart): events carry no address
    // or expiry, and a payer who still owes needs both. Only those are filled in; the status
    // and its ordering stay the webhooks' business.
    const { network, address, expires_at } = paymentView(payment, stored.view.updated_at);
    return (await store.apply({ ...stored.view, network, address, expires_at })).stored;
  }
  return (await store.apply(await withReceipt(ctx, paymentView(payment, new Date().toISOString()), payment))).stored;
}
