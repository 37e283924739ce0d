/**
 * A payment the merchant's server opens with the handler's `createPayment`, against the strict
 * sandbox (only what the real service serves: no read of a payment): the proxy serves it by id,
 * by GET and by its event stream, with the address and expiry of the create's answer, and a
 * webhook settles it. An id the proxy never recorded is "no such payment" (404), not "being checked".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPaykitHandler, MemoryStatusStore, type PaykitHandler, type PaykitHandlerOptions } from '../index';
import { createHarness, harnessClient } from '../../../test/support/harness';
import { PROXY_BASE, sseReader } from '../../../test/support/proxy-harness';
import { expectNoExtensionCalls } from '../../../test/support/strict-sandbox';

const streams: Array<{ cancel: () => Promise<void> }> = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) await stream.cancel().catch(() => {});
});

/** A shop's proxy on the strict sandbox, the service's webhooks delivered to `handler` (the first one unless told). */
async function shop(options: Partial<PaykitHandlerOptions> = {}) {
  const handlers: PaykitHandler[] = [];
  const h = createHarness({ strict: true, fetch: (input, init) => (handlers[0] as PaykitHandler)(new Request(input, init)) });
  const endpoint = await h.client.webhooks.create({
    url: 'http://localhost:3000/api/paykit/webhooks',
    events: ['payment.confirmed', 'payment.settled', 'payment.failed'],
  });
  const proxy = () => {
    const handler = createPaykitHandler({
      upstream: { client: harnessClient(h.sandbox.fetch) },
      webhooks: { secret: endpoint.secret },
      limits: { rateLimit: false },
      ...options,
    });
    handlers.push(handler);
    return handler;
  };
  const call = async (handler: PaykitHandler, path: string) => {
    const response = await handler(new Request(`${PROXY_BASE}${path}`));
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    return { status: response.status, response, body: text ? JSON.parse(text) : undefined };
  };
  return { ...h, proxy, call };
}

describe('the handler’s createPayment, under the strict sandbox', () => {
  it('opens a payment the proxy serves by id, by GET and by its stream, until a webhook settles it', async () => {
    const s = await shop();
    const paykit = s.proxy();
    const payment = await paykit.createPayment({ amount: '25.00', currency: 'USDT', reference: 'order-1042' });
    expect(payment).toMatchObject({ amount: '25.00', currency: 'USDT', reference: 'order-1042', status: 'pending' });

    const shown = await s.call(paykit, `/payments/${payment.payment_id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      payment_id: payment.payment_id,
      status: 'pending',
      amount: '25.00',
      currency: 'USDT',
      address: payment.payer_instructions.address,
      expires_at: payment.expires_at,
      amount_due: '25.00',
    });

    const events = await s.call(paykit, `/payments/${payment.payment_id}/events`);
    expect(events.status).toBe(200);
    const reader = sseReader(events.response);
    streams.push(reader);
    expect(await reader.nextEvent()).toMatchObject({
      event: 'status',
      data: { payment_id: payment.payment_id, status: 'pending', address: payment.payer_instructions.address },
    });

    await s.client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    await s.sandbox.idle();
    const statuses: string[] = [];
    for (let frame = await reader.nextEvent(); frame; frame = await reader.nextEvent()) statuses.push((frame.data as { status: string }).status);
    expect(statuses.at(-1)).toBe('settled');
    expect((await s.call(paykit, `/payments/${payment.payment_id}`)).body).toMatchObject({ status: 'settled', amount_received: '25.00' });
    expectNoExtensionCalls(s.sandbox);
  });

  it('records it in the store behind the handler, so another instance on that store serves it', async () => {
    const store = new MemoryStatusStore();
    const s = await shop({ store });
    const [a, b] = [s.proxy(), s.proxy()];
    const payment = await a.createPayment({ amount: '9.50', currency: 'USDT', reference: 'order-7' });
    expect((await s.call(b, `/payments/${payment.payment_id}`)).body).toMatchObject({ status: 'pending', address: payment.payer_instructions.address });
    expect((await store.get(payment.payment_id))?.view.expires_at).toBe(payment.expires_at);
    expectNoExtensionCalls(s.sandbox);
  });

  it('rejects with the service’s refusal, and stores nothing', async () => {
    const store = new MemoryStatusStore();
    const applied: string[] = [];
    const apply = store.apply.bind(store);
    store.apply = (view) => (applied.push(view.payment_id), apply(view));
    const s = await shop({ store });
    const paykit = s.proxy();
    await expect(paykit.createPayment({ amount: '-1', currency: 'USDT', reference: 'order-bad' })).rejects.toMatchObject({
      name: 'BadRequestError',
      status: 400,
      message: expect.stringContaining('amount'),
    });
    await paykit.createPayment({ amount: '1.00', currency: 'USDT', reference: 'order-good' });
    // Only the payment that exists reached the store.
    expect(applied).toHaveLength(1);
  });
});

describe('an id the proxy never recorded, when the service cannot be asked', () => {
  it('answers 404 not_found for a payment created behind the proxy’s back, by GET and by its stream', async () => {
    const s = await shop();
    const paykit = s.proxy();
    const elsewhere = await s.client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-elsewhere' });
    for (const path of [`/payments/${elsewhere.payment_id}`, `/payments/${elsewhere.payment_id}/events`, '/payments/pay_neverissued000000']) {
      const answer = await s.call(paykit, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual({ error: { code: 'not_found', message: 'No such payment' } });
    }
    expectNoExtensionCalls(s.sandbox);
  });

  it('serves what a webhook then tells of it: the status, without the address only the create’s answer had', async () => {
    const s = await shop();
    const paykit = s.proxy();
    const elsewhere = await s.client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-elsewhere' });
    await s.client.sandbox.simulatePayment(elsewhere.payment_id, { status: 'underpaid', amount_received: '10.00' });
    await s.sandbox.idle();
    const answer = await s.call(paykit, `/payments/${elsewhere.payment_id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'underpaid', amount_received: '10.00', address: null });
    expectNoExtensionCalls(s.sandbox);
  });
});
