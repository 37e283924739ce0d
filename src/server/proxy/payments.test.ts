/**
 * GET /payments/:id and POST /payments beyond the basics in handler.test.ts: the store first,
 * one upstream read to fill a gap, 404 for unknown payments, and a view that carries nothing
 * but what the payer needs.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness, PAYMENT_VIEW_KEYS } from '../../../test/support/proxy-harness';
import { MemoryStatusStore } from './status-store';

describe('GET /payments/:paymentId', () => {
  it('reads a payment the store has never seen from upstream once, then serves it from the store', async () => {
    // The read-back (readPayments 'when-available') exists only on paykit's non-strict sandbox:
    // GET /v1/payments/{id} is an extension. This tests that read-back, so it opts out of strict.
    const p = await createProxyHarness({ sandboxOptions: { strict: false } });
    const store = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    p.useHandler({ store });
    const payment = await p.client.payments.create({ amount: '8.50', currency: 'USDT', reference: 'made-elsewhere' });
    const since = p.mark();
    const first = await p.call('GET', `/payments/${payment.payment_id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      payment_id: payment.payment_id,
      status: 'pending',
      amount: '8.50',
      currency: 'USDT',
      address: payment.payer_instructions.address,
      amount_received: '0.00',
      amount_due: '8.50',
      expires_at: payment.expires_at,
    });
    // Whether the upstream is paykit's sandbox (readPayments), asked once per proxy, then the read.
    expect(since().map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /v1/accounts/me', `GET /v1/payments/${payment.payment_id}`]);
    expect((await store.get(payment.payment_id))?.version).toBe(1);
    const second = await p.call('GET', `/payments/${payment.payment_id}`);
    expect(second.body).toEqual({ ...first.body, server_time: expect.any(String) });
    expect(since()).toHaveLength(2);
  });

  it('fills in the address and expiry of a payment known only from webhooks, so an underpaid payer can pay the rest', async () => {
    // The read-back (readPayments 'when-available') exists only on paykit's non-strict sandbox:
    // GET /v1/payments/{id} is an extension. This tests that read-back, so it opts out of strict.
    const p = await createProxyHarness({ sandboxOptions: { strict: false } });
    const store = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    p.useHandler({ store });
    // Created by the merchant's server, not through the proxy: the store first hears of it from a webhook.
    const payment = await p.client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'server-side' });
    await p.client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '5' });
    await p.sandbox.idle();
    expect((await store.get(payment.payment_id))?.view.address).toBeNull();
    const since = p.mark();
    const read = await p.call('GET', `/payments/${payment.payment_id}`);
    expect(read.body).toMatchObject({
      status: 'underpaid',
      amount_received: '5.00',
      amount_due: '20.00',
      address: payment.payer_instructions.address,
      expires_at: payment.expires_at,
      network: 'tron',
    });
    // The sandbox probe (once per proxy, see readPayments) and the one read.
    expect(since()).toHaveLength(2);
    // Filled once: later reads and later webhooks keep it.
    await p.call('GET', `/payments/${payment.payment_id}`);
    expect(since()).toHaveLength(2);
    await p.client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '12' });
    await p.sandbox.idle();
    expect((await p.call('GET', `/payments/${payment.payment_id}`)).body).toMatchObject({ amount_received: '12.00', address: payment.payer_instructions.address });
    expect(since()).toHaveLength(2);
  });

  it('answers 404 for a well-formed id the service does not know', async () => {
    // The read-back (readPayments 'when-available') exists only on paykit's non-strict sandbox:
    // GET /v1/payments/{id} is an extension. This tests that read-back, so it opts out of strict.
    const p = await createProxyHarness({ sandboxOptions: { strict: false } });
    const answer = await p.call('GET', '/payments/pay_unknown123');
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'No such payment' } } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a payer nothing beyond the payment’s own id: no link, transaction, reference or account', async () => {
    const p = await createProxyHarness();
    const account = await p.client.connectedAccounts.create({ customer_type: 'individual', email: 'm@example.com', country: 'AU', reference_id: 'merchant-ref-9' });
    p.useHandler({
      policies: { createPayment: () => ({ amount: '4.00', currency: 'USDT', reference: 'order-secret-77', onBehalfOf: account.connected_account_id }) },
    });
    const created = await p.call('POST', '/payments', { body: {} });
    expect(created.status).toBe(201);
    const link = await p.client.paymentLinks.create({ amount: '3.00', currency: 'USDT' });
    const checkout = await p.call('POST', `/payment-links/${link.id}/checkout`);
    await p.client.sandbox.simulatePayment(checkout.body.payment.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    const settled = await p.call('GET', `/payments/${checkout.body.payment.payment_id}`);
    for (const body of [created.body, checkout.body.payment, settled.body]) {
      expect(Object.keys(body).sort()).toEqual(PAYMENT_VIEW_KEYS);
    }
    const text = JSON.stringify([created.body, settled.body]);
    expect(text).not.toMatch(/txn_|pl_|acct_|order-secret-77|merchant-ref-9|tx_hash|reference/);
    expect(settled.body).toMatchObject({ status: 'settled', amount_received: '3.00', amount_due: '0.00' });
  });

  it('answers with no-store and nosniff so nothing caches or sniffs a payment', async () => {
    const p = await createProxyHarness();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    const read = await p.call('GET', `/payments/${created.body.payment_id}`);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('POST /payments', () => {
  it('creates for the platform unless the merchant names a connected account', async () => {
    const p = await createProxyHarness();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    const payment = await p.client.payments.retrieve(created.body.payment_id);
    expect(payment).toMatchObject({ reference: 'order-tee', amount: '25.00', currency: 'USDT' });
  });

  it('maps the service refusing the merchant’s decision to a clear error, not a 500', async () => {
    const p = await createProxyHarness();
    p.useHandler({ policies: { createPayment: () => ({ amount: '-1', currency: 'USDT', reference: 'bad' }) } });
    const answer = await p.call('POST', '/payments', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
  });
});
