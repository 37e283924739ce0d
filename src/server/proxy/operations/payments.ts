/** Payments and payment links as a payer's browser sees them, and the hosted checkout's payment. */
import { NotFoundError } from '../../../shared/errors';
import { hasPrefix } from '../../../shared/ids';
import type { CreatePaymentRequest, PaymentLink } from '../../../shared/schemas/payments';
import type { ProxyContext } from '../context';
import { forbidden, HttpError, invalidRequest, json, notFound } from '../../../web/http-error';
import { parseLastEventId, paymentEventStream } from '../sse';
import { FINAL_STATES, type PaymentState, type StoredStatus } from '../status-store';
import { paymentLinkView, paymentView, sentView } from '../views';
import { wantsReceipt, withReceipt } from '../receipt';
import type { PaymentView } from '../../../shared/schemas/views';

/** The view as a browser gets it: with the service's clock and, against a test environment, test_mode. */
function outgoing(ctx: ProxyContext): (view: PaymentView) => PaymentView {
  const { client, testMode } = ctx.options;
  return (view) => sentView(view, client.upstream, testMode ?? client.upstream.sandbox);
}

function paymentId(ctx: ProxyContext): string {
  const id = ctx.params.paymentId as string;
  if (!hasPrefix('payment', id)) throw notFound('No such payment');
  return id;
}

/** The stored status, else one upstream read that also seeds the store. */
async function currentStatus(ctx: ProxyContext, id: string): Promise<StoredStatus> {
  const status = await knownStatus(ctx, id);
  // Settled before a webhook could add the receipt (no webhooks, or stored before the option was on).
  if (!wantsReceipt(ctx, status.view)) return status;
  return (await ctx.options.store.apply(await withReceipt(ctx, status.view))).stored;
}

async function knownStatus(ctx: ProxyContext, id: string): Promise<StoredStatus> {
  const { store, client } = ctx.options;
  const stored = await store.get(id);
  if (stored && (stored.view.address !== null || FINAL_STATES.has(stored.view.status))) return stored;
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

export async function retrievePayment(ctx: ProxyContext): Promise<Response> {
  return json(outgoing(ctx)((await currentStatus(ctx, paymentId(ctx))).view));
}

export async function paymentEvents(ctx: ProxyContext): Promise<Response> {
  const id = paymentId(ctx);
  const release = ctx.options.streams.acquire(ctx.options.clientKey(ctx.request));
  try {
    const initial = await currentStatus(ctx, id);
    return paymentEventStream(ctx.options.store, id, initial, parseLastEventId(ctx.request), ctx.request.signal, {
      heartbeatMs: ctx.options.heartbeatMs,
      maxDurationMs: 10 * 60_000,
      onClose: release,
      stamp: outgoing(ctx),
    });
  } catch (error) {
    release();
    throw error;
  }
}

export async function createPayment(ctx: ProxyContext): Promise<Response> {
  const { createPayment: decide, client, store } = ctx.options;
  if (!decide) throw forbidden('This shop does not create payments from the browser');
  const body = await ctx.json();
  const decision = await decide(ctx.request, body);
  if (!decision) throw invalidRequest('This order cannot be paid');
  const { onBehalfOf, amount, currency, reference } = decision;
  const payment = await client.payments.create({ amount, currency, reference }, onBehalfOf ? { onBehalfOf } : {});
  const { stored } = await store.apply(paymentView(payment, new Date().toISOString()));
  return json(outgoing(ctx)(stored.view), 201);
}

function linkId(ctx: ProxyContext): string {
  const id = ctx.params.linkId as string;
  if (!hasPrefix('paymentLink', id)) throw notFound('No such payment link');
  return id;
}

async function fetchLink(ctx: ProxyContext, id: string) {
  try {
    return await ctx.options.client.paymentLinks.retrieve(id);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound('No such payment link');
    throw error;
  }
}

export async function retrievePaymentLink(ctx: ProxyContext): Promise<Response> {
  return json(paymentLinkView(await fetchLink(ctx, linkId(ctx))));
}

function linkNotActive(link: PaymentLink): HttpError {
  return new HttpError(409, 'link_not_active', link.status === 'paid' ? 'This payment link has already been paid' : `This payment link is ${link.status}`);
}

/**
 * The payment the page says it was showing for this link (`payment_id` in the body): a hint from
 * the browser, used only when the service says it is an attempt through this very link. It lets a
 * payer reload after the proxy forgot (a restart with the memory store) and keep their payment.
 */
async function hintedPayment(ctx: ProxyContext, linkId: string): Promise<string | undefined> {
  const hint = (await ctx.json()).payment_id;
  if (typeof hint !== 'string' || !hasPrefix('payment', hint)) return undefined;
  const payment = await ctx.options.client.payments.retrieve(hint).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!payment || (payment.reference !== linkId && payment.payment_link_id !== linkId)) return undefined;
  return ctx.options.store.rememberCheckout(linkId, payment.payment_id);
}

/** Whether the service has an attempt through this link that is not over (pending, or funds seen but not settled). */
async function hasOpenAttempt(ctx: ProxyContext, linkId: string): Promise<boolean> {
  const { transactions } = ctx.options.client;
  const open = await Promise.all((['pending', 'confirmed'] as const).map((status) => transactions.list({ payment_link_id: linkId, status, limit: 1 })));
  return open.some((page) => page.total > 0 || page.data.length > 0);
}

/** A checkout whose payment ended like this starts a fresh payment. */
const RESTARTABLE: ReadonlySet<PaymentState> = new Set(['expired', 'failed']);

/**
 * The link's payment: created once, then the same one on every reload or double click until
 * it expires or fails (a settled one is returned too, so a reload shows success).
 */
export function checkout(ctx: ProxyContext): Promise<Response> {
  const id = linkId(ctx);
  const running = ctx.options.checkoutsInFlight;
  const existing = running.get(id);
  if (existing) return existing.then((r) => r.clone());
  const work = openCheckout(ctx, id).finally(() => running.delete(id));
  running.set(id, work);
  return work.then((r) => r.clone());
}

async function openCheckout(ctx: ProxyContext, id: string): Promise<Response> {
  const { store, client } = ctx.options;
  const remembered = (await store.checkoutPayment(id)) ?? (await hintedPayment(ctx, id));
  if (remembered) {
    let status = await currentStatus(ctx, remembered).catch(() => undefined);
    if (status && !RESTARTABLE.has(status.view.status)) {
      const link = await fetchLink(ctx, id);
      if (link.status !== 'active' && !FINAL_STATES.has(status.view.status)) {
        // The link closed while this payment looked open: paid by this payment (its webhook not in
        // yet) or by another one. Only a fresh read tells which; never hand out a second way to pay.
        const payment = await client.payments.retrieve(remembered);
        status = (await store.apply(await withReceipt(ctx, paymentView(payment, new Date().toISOString()), payment))).stored;
        if (!FINAL_STATES.has(status.view.status) || RESTARTABLE.has(status.view.status)) throw linkNotActive(link);
      }
      return json({ link: paymentLinkView(link), payment: outgoing(ctx)(status.view) });
    }
    await store.forgetCheckout(id, remembered);
  }
  const link = await fetchLink(ctx, id);
  if (link.status !== 'active') throw linkNotActive(link);
  if (await hasOpenAttempt(ctx, id)) {
    // Opened before this process knew of it (a restart, another instance): a second payment could be paid too.
    throw new HttpError(
      409,
      'checkout_already_open',
      'A payment for this link is already open. Continue it on the page where it was started, or come back once it has expired.',
    );
  }
  // The link's own amount and currency: the browser has no say in either.
  const currency = link.currency as CreatePaymentRequest['currency'];
  const payment = await client.payments.create({ amount: link.amount, currency, reference: link.id });
  const { stored } = await store.apply(paymentView(payment, new Date().toISOString()));
  const winner = await store.rememberCheckout(id, payment.payment_id);
  const view = winner === payment.payment_id ? stored.view : (await currentStatus(ctx, winner)).view;
  return json({ link: paymentLinkView(link), payment: outgoing(ctx)(view) }, 201);
}
