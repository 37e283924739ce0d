/**
 * A payment's status as the proxy serves it: from the store when it knows enough, else read once
 * upstream when `readPayments` allows it, else what webhooks told, else "being checked".
 */
import { NotFoundError } from '../../shared/errors';
import type { PaymentView } from '../../shared/schemas/views';
import type { ProxyContext } from './context';
import { HttpError, notFound } from '../../web/http-error';
import { wantsReceipt, withReceipt } from './receipt';
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
 * 503 payment_status_unknown: the store does not know this payment and the service cannot be
 * asked (readPayments). Not "no such payment": it may well be open, and its next webhook tells.
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

/** The stored status, else (readPayments allowing) one upstream read that also seeds the store. */
export async function currentStatus(ctx: ProxyContext, id: string): Promise<StoredStatus> {
  const status = await knownStatus(ctx, id);
  // Settled before a webhook could add the receipt (no webhooks, or stored before the option was on).
  if (!wantsReceipt(ctx, status.view)) return status;
  return (await ctx.store.apply(await withReceipt(ctx, status.view))).stored;
}

/** A fresh upstream read of the payment, stored (with its receipt when the merchant wants one); only where readPayments allows. */
export async function freshStatus(ctx: ProxyContext, id: string): Promise<StoredStatus> {
  if (!(await ctx.readsPayments())) throw statusUnknown();
  const payment = await ctx.upstream.payments.retrieve(id);
  return (await ctx.store.apply(await withReceipt(ctx, paymentView(payment, new Date().toISOString()), payment))).stored;
}

async function knownStatus(ctx: ProxyContext, id: string): Promise<StoredStatus> {
  const { store, upstream: client } = ctx;
  const stored = await store.get(id);
  if (stored && (stored.view.address !== null || FINAL_STATES.has(stored.view.status))) return stored;
  if (!(await ctx.readsPayments())) {
    // What webhooks told is the status; the address and expiry only the create's answer had.
    if (stored) return stored;
    throw statusUnknown();
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
