/**
 * Through the whole sandbox: events fired by the payments and accounts domains reach a
 * merchant-style receiver that verifies them with paykit/server's constructEvent.
 */
import { describe, expect, it } from 'vitest';
import { constructEvent, WebhookSignatureError } from '../../server/webhooks';
import type { WebhookEvent } from '../../shared/schemas/webhooks';
import { createHarness, TEST_API_KEY, TEST_BASE_URL } from '../../../test/support/harness';

/** Answers like a merchant's webhook route: 400 on a bad signature, 200 once the event parses. */
function merchantReceiver() {
  const secrets: string[] = [];
  const events: WebhookEvent[] = [];
  const refusals: string[] = [];
  let beforeAnswer: () => Promise<void> = async () => {};
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    const raw = new Uint8Array(await req.arrayBuffer());
    await beforeAnswer();
    for (const secret of secrets) {
      try {
        events.push(await constructEvent(raw, req.headers.get('service-signature'), secret));
        return new Response('ok');
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) {
          refusals.push(String(error));
          return new Response('bad payload', { status: 422 });
        }
      }
    }
    refusals.push('signature');
    return new Response('bad signature', { status: 400 });
  };
  return { fetch, secrets, events, refusals, setBeforeAnswer: (fn: () => Promise<void>) => (beforeAnswer = fn) };
}

async function setup() {
  const rx = merchantReceiver();
  const h = createHarness({ fetch: rx.fetch });
  const endpoint = await h.call('POST', '/v1/webhooks', {
    body: { url: 'http://localhost:3000/webhooks', events: ['payment.confirmed', 'payment.settled', 'payment.failed', 'account.verification_status_updated'] },
  });
  expect(endpoint.status).toBe(201);
  rx.secrets.push(endpoint.body.secret);
  return { ...h, rx };
}

describe('webhooks end to end', () => {
  it('delivers payment.confirmed and payment.settled for a settled payment, each passing constructEvent', async () => {
    const { call, sandbox, rx } = await setup();
    const payment = await call('POST', '/v1/payments', { body: { currency: 'USDT', amount: '10.00', reference: 'order-1' } });
    expect(payment.status).toBeLessThan(300);
    const id = payment.body.payment_id as string;
    expect((await call('POST', `/v1/sandbox/payments/${id}/simulate`, { body: { status: 'settled' } })).status).toBe(200);
    await sandbox.idle();
    expect(rx.refusals).toEqual([]);
    // Deliveries run concurrently and the service promises no order, so only the set is asserted.
    expect(rx.events.map((e) => e.event).sort()).toEqual(['payment.confirmed', 'payment.settled']);
    for (const event of rx.events) {
      if (event.event === 'account.verification_status_updated') throw new Error('unexpected kind');
      expect(event.data).toMatchObject({ payment_id: id, reference: 'order-1', amount: '10.00', currency: 'USDT' });
    }
    expect(sandbox.deliveries().every((d) => d.status === 'delivered')).toBe(true);
  });

  it('delivers payment.failed when a payment expires', async () => {
    const { call, sandbox, rx } = await setup();
    const payment = await call('POST', '/v1/payments', { body: { currency: 'USDT', amount: '5', reference: 'order-2' } });
    await call('POST', `/v1/sandbox/payments/${payment.body.payment_id}/simulate`, { body: { status: 'expired' } });
    await sandbox.idle();
    expect(rx.refusals).toEqual([]);
    expect(rx.events.map((e) => [e.event, e.data.status])).toEqual([['payment.failed', 'failed']]);
  });

  it('delivers account.verification_status_updated', async () => {
    const { call, sandbox, rx } = await setup();
    const account = await call('POST', '/api/v1/accounts', {
      body: { customer_type: 'individual', email: 'ada@example.com', country: 'AU', reference_id: 'user-1' },
    });
    const id = account.body.connected_account_id as string;
    await call('POST', `/api/v1/sandbox/accounts/${id}/verification`, { body: { status: 'in_review' } });
    await sandbox.idle();
    expect(rx.refusals).toEqual([]);
    expect(rx.events).toHaveLength(1);
    expect(rx.events[0]).toMatchObject({
      event: 'account.verification_status_updated',
      data: { connected_account_id: id, reference_id: 'user-1', verification_status: 'in_review', previous_status: 'pending' },
    });
  });

  it('lets a receiver call back into the sandbox while its delivery is in flight', async () => {
    const { call, sandbox, rx } = await setup();
    let seen: number | undefined;
    rx.setBeforeAnswer(async () => {
      const res = await sandbox.fetch(`${TEST_BASE_URL}/v1/sandbox/clock`, { headers: { authorization: `Bearer ${TEST_API_KEY}` } });
      seen = res.status;
    });
    const payment = await call('POST', '/v1/payments', { body: { currency: 'USDT', amount: '1', reference: 'order-3' } });
    await call('POST', `/v1/sandbox/payments/${payment.body.payment_id}/simulate`, { body: { status: 'settled' } });
    await sandbox.idle();
    expect(seen).toBe(200);
    expect(rx.events).toHaveLength(2);
  });

  it('retries through the clock route and shows the log through the sandbox routes', async () => {
    const { call, sandbox, rx } = await setup();
    const secret = rx.secrets.pop() as string;
    const payment = await call('POST', '/v1/payments', { body: { currency: 'USDT', amount: '1', reference: 'order-4' } });
    await call('POST', `/v1/sandbox/payments/${payment.body.payment_id}/simulate`, { body: { status: 'expired' } });
    await sandbox.idle();
    expect(rx.refusals).toEqual(['signature']);

    rx.secrets.push(secret);
    await call('POST', '/v1/sandbox/clock', { body: { advance_seconds: 60 } });
    await sandbox.idle();
    const log = await call('GET', '/v1/sandbox/webhooks/deliveries');
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ event: 'payment.failed', status: 'delivered' });
    expect(log.body.data[0].attempts.map((a: { status_code: number }) => a.status_code)).toEqual([400, 200]);
  });
});
