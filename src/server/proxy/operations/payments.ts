/** Payments and payment links as a payer's browser sees them (a link's checkout: ../link-checkout). */
import { hasPrefix } from '../../../shared/ids';
import type { ProxyContext } from '../context';
import { forbidden, invalidRequest, json, notFound } from '../../../web/http-error';
import { fetchLink, linkIdParam } from '../payment-link';
import { currentStatus, isStatusUnknown, outgoing } from '../payment-status';
import { parseLastEventId, paymentEventStream } from '../sse';
import { paymentLinkView, paymentView } from '../views';

function paymentId(ctx: ProxyContext): string {
  const id = ctx.params.paymentId as string;
  if (!hasPrefix('payment', id)) throw notFound('No such payment');
  return id;
}

export async function retrievePayment(ctx: ProxyContext): Promise<Response> {
  const status = await currentStatus(ctx, paymentId(ctx));
  return json((await outgoing(ctx))(status.view));
}

export async function paymentEvents(ctx: ProxyContext): Promise<Response> {
  const id = paymentId(ctx);
  const release = ctx.limits.streams.acquire(ctx.limits.clientKey(ctx.request));
  try {
    const stamp = await outgoing(ctx);
    // Being checked: the stream still opens, and follows the store until a webhook tells.
    const initial = await currentStatus(ctx, id).catch((error: unknown) => {
      if (isStatusUnknown(error)) return null;
      throw error;
    });
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
  const { upstream: client, store } = ctx;
  const decide = ctx.policies.createPayment;
  if (!decide) throw forbidden('This shop does not create payments from the browser');
  const body = await ctx.json();
  const decision = await decide(ctx.request, body);
  if (!decision) throw invalidRequest('This order cannot be paid');
  const { onBehalfOf, amount, currency, reference } = decision;
  const payment = await client.payments.create({ amount, currency, reference }, onBehalfOf ? { onBehalfOf } : {});
  const { stored } = await store.apply(paymentView(payment, new Date().toISOString()));
  return json((await outgoing(ctx))(stored.view), 201);
}

export async function retrievePaymentLink(ctx: ProxyContext): Promise<Response> {
  return json(paymentLinkView(await fetchLink(ctx, linkIdParam(ctx))));
}
