/**
 * Payments the store does not know, against an upstream that serves no `GET /v1/payments/{id}`
 * (the real service: it answers 404, and sends no sandbox instance header). A restart with the
 * memory store forgets: the proxy cannot tell such a payment from one never made, and answers 404
 * until a webhook tells its status (a deployment against the real service keeps a shared store).
 * Only where the proxy itself remembers the id (a link's checkout) is it "being checked" (503).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPaykitHandler, MemoryStatusStore, type PaykitHandlerOptions } from '../index';
import { createHarness, harnessClient } from '../../../test/support/harness';
import { mergeHandlerOptions } from '../../../test/support/merge-handler-options';
import { deliverWebhook, paymentEventBody, PROXY_BASE, sseReader } from '../../../test/support/proxy-harness';

const PAYMENT_READ = /^\/v1\/payments\/[^/]+$/;

const streams: Array<{ cancel: () => Promise<void> }> = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) await stream.cancel().catch(() => {});
});

/**
 * The proxy over a sandbox made to answer as the real service: the payment read-back refused
 * with 404 and, unless `sandboxHeader`, no instance header. Webhooks reach the current handler.
 */
async function realServiceLike(options: { sandboxHeader?: boolean } & Partial<PaykitHandlerOptions> = {}) {
  const { sandboxHeader = false, ...proxyOptions } = options;
  let handler: (request: Request) => Promise<Response> = () => Promise.resolve(new Response('not ready', { status: 503 }));
  const h = createHarness({ fetch: (input, init) => handler(new Request(input, init)) });
  const calls: string[] = [];
  const client = harnessClient(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (request.method === 'GET' && PAYMENT_READ.test(path)) {
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }
    const answer = await h.sandbox.fetch(request);
    if (sandboxHeader) return answer;
    const headers = new Headers(answer.headers);
    headers.delete('paykit-sandbox-instance');
    return new Response(answer.body, { status: answer.status, headers });
  });
  const endpoint = await h.client.webhooks.create({
    url: 'http://localhost:3000/api/paykit/webhooks',
    events: ['payment.confirmed', 'payment.settled', 'payment.failed'],
  });
  /** A new process: a fresh memory store, the same upstream. */
  const start = () => {
    handler = createPaykitHandler(
      mergeHandlerOptions(
        {
          upstream: { client },
          webhooks: { secret: endpoint.secret },
          limits: { rateLimit: false },
          policies: { createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'order-tee' }) },
        },
        proxyOptions,
      ),
    );
  };
  start();
  const call = async (method: string, path: string, body?: unknown) => {
    const init: RequestInit = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const response = await handler(new Request(`${PROXY_BASE}${path}`, init));
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    return { status: response.status, headers: response.headers, response, body: text ? JSON.parse(text) : undefined };
  };
  const reads = () => calls.filter((line) => line.startsWith('GET ') && PAYMENT_READ.test(line.slice(4)));
  /** A signed delivery of `body` to the current handler, as the service would send it. */
  const deliver = (body: string) => deliverWebhook(handler, body, endpoint.secret);
  return { ...h, call, restart: start, reads, deliver };
}

describe('a payment the store does not know, without the read-back', () => {
  it('answers 404 "no such payment" after a memory store forgot it, and never asks GET /v1/payments/{id}', async () => {
    const p = await realServiceLike();
    const created = await p.call('POST', '/payments', { order: 'tee' });
    expect(created.status).toBe(201);
    const paymentId = created.body.payment_id as string;

    // The proxy can tell no forgotten payment from one never made: a shared store keeps them.
    p.restart();
    const answer = await p.call('GET', `/payments/${paymentId}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'No such payment' } });
    expect(p.reads()).toEqual([]);
  });

  it('refuses the stream of a forgotten payment with 404, and serves it again once a webhook tells its status', async () => {
    const p = await realServiceLike();
    const paymentId = (await p.call('POST', '/payments', { order: 'tee' })).body.payment_id as string;
    p.restart();

    const refused = await p.call('GET', `/payments/${paymentId}/events`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toContain('application/json');

    await p.client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: '10.00' });
    await p.sandbox.idle();
    const events = await p.call('GET', `/payments/${paymentId}/events`);
    expect(events.status).toBe(200);
    const reader = sseReader(events.response);
    streams.push(reader);
    expect(await reader.nextEvent()).toMatchObject({ event: 'status', data: { payment_id: paymentId, status: 'underpaid' } });

    await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await p.sandbox.idle();
    const statuses: unknown[] = [];
    for (let frame = await reader.nextEvent(); frame; frame = await reader.nextEvent()) statuses.push((frame.data as { status: string }).status);
    // The stream ends once the payment is final.
    expect(statuses.at(-1)).toBe('settled');
    expect(p.reads()).toEqual([]);
  });

  it('answers a link checkout whose remembered payment the store no longer holds as "being checked" (503), opening no second payment', async () => {
    // One payment kept: a second one pushes the link's payment out, its checkout still remembered.
    const p = await realServiceLike({ store: new MemoryStatusStore({ maxPayments: 1 }) });
    const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT' });
    const first = await p.call('POST', `/payment-links/${link.id}/checkout`, {});
    expect(first.status).toBe(201);
    expect((await p.call('POST', '/payments', { order: 'tee' })).status).toBe(201);

    const again = await p.call('POST', `/payment-links/${link.id}/checkout`, {});
    expect(again.status).toBe(503);
    expect(again.body.error.code).toBe('payment_status_unknown');
    expect(again.headers.get('retry-after')).toBe('5');
    expect(p.reads()).toEqual([]);
  });

  it('serves what a webhook told of a payment it knows only from webhooks, without reading it back', async () => {
    const p = await realServiceLike();
    const paymentId = (await p.call('POST', '/payments', { order: 'tee' })).body.payment_id as string;
    p.restart();
    await p.client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: '10.00' });
    await p.sandbox.idle();

    const answer = await p.call('GET', `/payments/${paymentId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'underpaid', amount_received: '10.00', address: null });
    expect(p.reads()).toEqual([]);
  });

  it('settles the receipt from the webhook’s transaction, never from the payment record', async () => {
    const p = await realServiceLike({ receipt: { transactionHash: true } });
    const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT' });
    const checkout = await p.call('POST', `/payment-links/${link.id}/checkout`);
    expect(checkout.status).toBe(201);
    const paymentId = checkout.body.payment.payment_id as string;
    p.restart();
    await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await p.sandbox.idle();

    const answer = await p.call('GET', `/payments/${paymentId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('settled');
    const transactions = await p.client.transactions.list({ payment_link_id: link.id, status: 'settled' });
    expect(answer.body.tx_hash).toBe(transactions.data[0]?.tx_hash);
    expect(p.reads()).toEqual([]);
  });

  it('goes without the hash when no webhook named the transaction', async () => {
    const p = await realServiceLike({ receipt: { transactionHash: true } });
    const paymentId = (await p.call('POST', '/payments', { order: 'tee' })).body.payment_id as string;
    p.restart();
    // As the service documents payment.settled (docs/service-contract.md#event-data): neither the transaction nor its hash named.
    expect((await p.deliver(paymentEventBody('payment.settled', { paymentId }).body)).status).toBe(200);

    const answer = await p.call('GET', `/payments/${paymentId}`);
    expect(answer.body).toMatchObject({ status: 'settled', tx_hash: null });
    expect(p.reads()).toEqual([]);
  });

  it('never reads a link checkout’s hinted payment back, and opens no second payment while it is open', async () => {
    const p = await realServiceLike();
    const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT' });
    const first = await p.call('POST', `/payment-links/${link.id}/checkout`, {});
    expect(first.status).toBe(201);
    const paymentId = first.body.payment.payment_id as string;
    p.restart();

    const again = await p.call('POST', `/payment-links/${link.id}/checkout`, { payment_id: paymentId });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('checkout_already_open');
    expect(p.reads()).toEqual([]);
  });

  it('answers a link paid another way as closed instead of reading its remembered open payment back', async () => {
    const p = await realServiceLike();
    const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT' });
    const first = await p.call('POST', `/payment-links/${link.id}/checkout`, {});
    expect(first.body.payment.status).toBe('pending');
    const elsewhere = await p.client.payments.create({ amount: '12.00', currency: 'USDT', reference: link.id });
    await p.client.sandbox.simulatePayment(elsewhere.payment_id, { status: 'settled' });
    await p.sandbox.idle();

    const again = await p.call('POST', `/payment-links/${link.id}/checkout`, { payment_id: first.body.payment.payment_id });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('link_not_active');
    expect(p.reads()).toEqual([]);
  });

  it('with readPayments "never" asks nothing even of paykit’s own sandbox', async () => {
    const p = await realServiceLike({ sandboxHeader: true, upstream: { readPayments: 'never' } });
    const paymentId = (await p.call('POST', '/payments', { order: 'tee' })).body.payment_id as string;
    p.restart();
    expect((await p.call('GET', `/payments/${paymentId}`)).body.error.code).toBe('not_found');
    expect(p.reads()).toEqual([]);
  });
});

describe('readPayments "when-available" against paykit’s non-strict sandbox (the default there)', () => {
  it('reads a forgotten payment back once', async () => {
    const h = createHarness();
    const client = harnessClient(h.sandbox.fetch);
    const created = await h.client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-tee' });
    const handler = createPaykitHandler({ upstream: { client }, limits: { rateLimit: false } });
    const answer = await handler(new Request(`${PROXY_BASE}/payments/${created.payment_id}`));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'pending', address: created.payer_instructions.address });
  });
});
