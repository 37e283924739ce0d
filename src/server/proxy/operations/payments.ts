/** Payments and payment links as a payer's browser sees them (a link's checkout: ../link-checkout). */
import { hasPrefix } from '../../../shared/ids';
import type { ProxyContext } from '../context';
import type { ReceiptContext } from '../receipt';
import { forbidden, invalidRequest, json, notFound } from '../../../web/http-error';
import { fetchLink, linkIdParam } from '../payment-link';
import { openPayment } from '../open-payment';
import { currentStatus, outgoing } from '../payment-status';
import { parseLastEventId, paymentEventStream } from '../sse';
import { paymentLinkView } from '../views';

function paymentId(ctx: ProxyContext): string {
  const id = ctx.params.paymentId as string;
  if (!hasPrefix('payment', id)) throw notFound('No such payment');
  return id;
}

export async function retrievePayment(ctx: ReceiptContext): Promise<Response> {
  const status = await currentStatus(ctx, paymentId(ctx));
  return json((await outgoing(ctx))(status.view));
}

export async function paymentEvents(ctx: ReceiptContext): Promise<Response> {
  const id = paymentId(ctx);
  const release = ctx.limits.streams.acquire(ctx.limits.clientKey(ctx.request, ctx.connection));
  try {
    const stamp = await outgoing(ctx);
    // An id the proxy never recorded answers 404 here too, before any stream opens.
    const initial = await currentStatus(ctx, id);
    return paymentEventStream(ctx.store, id, initial, parseLastEventId(ctx.request), ctx.request.signal, {
      heartbeatMs: ctx.limits.heartbeatMs,
      maxDurationMs: 10 * 60_000,
      onClose: release,
      stamp,
    });
  } catch (error) {
    release();
    throw error;
  }
}

export async function createPayment(ctx: ProxyContext): Promise<Response> {
  const decide = ctx.policies.createPayment;
  if (!decide) throw forbidden('This shop does not create payments from the browser');
  const body = await ctx.json();
  const decision = await decide(ctx.request, body);
  if (!decision) throw invalidRequest('This order cannot be paid');
  const { stored } = await openPayment(ctx.upstream, ctx.store, decision);
  return json((await outgoing(ctx))(stored.view), 201);
}

export async function retrievePaymentLink(ctx: ProxyContext): Promise<Response> {
  return json(paymentLinkView(await fetchLink(ctx, linkIdParam(ctx))));
}
