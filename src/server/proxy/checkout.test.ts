/**
 * Hosted checkout: POST /payment-links/:id/checkout opens the link's payment once and returns
 * that same payment on reloads and double clicks until it ends; an expired one is replaced, a
 * settled one is shown again, and a link paid some other way is not reopened.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';

async function setup(sandboxOptions: { strict?: boolean } = {}) {
  const p = await createProxyHarness({ sandboxOptions });
  const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
  const creates = () => p.upstream.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/payments');
  const checkout = () => p.call('POST', `/payment-links/${link.id}/checkout`);
  return { p, link, creates, checkout };
}

describe('hosted checkout', () => {
  it('creates the payment once (201) and returns the same one on reload (200)', async () => {
    const { p, link, creates, checkout } = await setup();
    const first = await checkout();
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      link: { id: link.id, amount: '12.00', currency: 'USDT', description: 'Mug', status: 'active', paid_at: null },
      payment: {
        payment_id: expect.stringMatching(/^pay_/),
        status: 'pending',
        amount: '12.00',
        currency: 'USDT',
        network: 'tron',
        address: expect.stringMatching(/^T/),
        expires_at: '2026-01-15T09:30:00.000Z',
        amount_received: '0.00',
        amount_due: '12.00',
        updated_at: expect.any(String),
        settled_at: null,
        server_time: expect.any(String),
        test_mode: true,
      },
    });
    for (let i = 0; i < 3; i++) {
      const reload = await checkout();
      expect(reload.status).toBe(200);
      expect(reload.body.payment).toEqual({ ...first.body.payment, server_time: expect.any(String) });
    }
    expect(creates()).toHaveLength(1);
    expect(await creates()[0]?.json()).toEqual({ amount: '12.00', currency: 'USDT', reference: link.id });
    // The payment is an attempt through the link: the sandbox recorded its transaction.
    const page = await p.client.transactions.list({ payment_link_id: link.id });
    expect(page.total).toBe(1);
  });

  it('five concurrent clicks share one payment', async () => {
    const { creates, checkout } = await setup();
    const answers = await Promise.all([checkout(), checkout(), checkout(), checkout(), checkout()]);
    const ids = new Set(answers.map((a) => a.body.payment.payment_id));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(creates()).toHaveLength(1);
    // And a reload after the burst still finds it.
    expect((await checkout()).body.payment.payment_id).toBe([...ids][0]);
    expect(creates()).toHaveLength(1);
  });

  it('opens a new payment once the previous one expired on the clock', async () => {
    const { p, creates, checkout } = await setup();
    const first = await checkout();
    await p.sandbox.advance(1801);
    expect((await p.call('GET', `/payments/${first.body.payment.payment_id}`)).body.status).toBe('expired');
    const next = await checkout();
    expect(next.status).toBe(201);
    expect(next.body.payment.payment_id).not.toBe(first.body.payment.payment_id);
    expect(next.body.payment).toMatchObject({ status: 'pending', expires_at: '2026-01-15T10:00:01.000Z' });
    expect(next.body.link.status).toBe('active');
    expect(creates()).toHaveLength(2);
    expect((await checkout()).body.payment.payment_id).toBe(next.body.payment.payment_id);
  });

  it('opens a new payment after a simulated expiry too', async () => {
    const { p, creates, checkout } = await setup();
    const first = await checkout();
    await p.client.sandbox.simulatePayment(first.body.payment.payment_id, { status: 'expired' });
    await p.sandbox.idle();
    const next = await checkout();
    expect(next.body.payment.payment_id).not.toBe(first.body.payment.payment_id);
    expect(creates()).toHaveLength(2);
  });

  it('returns the settled payment on reload, not a new one', async () => {
    const { p, creates, checkout } = await setup();
    const first = await checkout();
    await p.client.sandbox.simulatePayment(first.body.payment.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    const reload = await checkout();
    expect(reload.status).toBe(200);
    expect(reload.body.payment).toMatchObject({ payment_id: first.body.payment.payment_id, status: 'settled', amount_due: '0.00' });
    expect(reload.body.link).toMatchObject({ status: 'paid', paid_at: '2026-01-15T09:00:00.000Z' });
    expect(creates()).toHaveLength(1);
  });

  it('answers 409 link_not_active for a link paid through another payment, creating nothing', async () => {
    const { p, link, creates, checkout } = await setup();
    const elsewhere = await p.client.payments.create({ amount: '12.00', currency: 'USDT', reference: link.id });
    await p.client.sandbox.simulatePayment(elsewhere.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    const answer = await checkout();
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: { code: 'link_not_active', message: 'This payment link has already been paid' } });
    expect(creates()).toHaveLength(0);
  });

  it('does not hand out a still-open checkout payment once the link was paid another way', async () => {
    const { p, link, creates, checkout } = await setup();
    const opened = await checkout();
    expect(opened.body.payment.status).toBe('pending');
    const elsewhere = await p.client.payments.create({ amount: '12.00', currency: 'USDT', reference: link.id });
    await p.client.sandbox.simulatePayment(elsewhere.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    const reload = await checkout();
    expect(reload.status).toBe(409);
    expect(reload.body.error.code).toBe('link_not_active');
    expect(creates()).toHaveLength(1);
  });

  it('shows its own settled payment on reload even before the settlement webhook arrives', async () => {
    // The fresh read is the read-back (readPayments 'when-available', GET /v1/payments/{id}), an
    // extension of paykit's non-strict sandbox; against the service the next webhook tells.
    const { p, creates, checkout } = await setup({ strict: false });
    const opened = await checkout();
    p.setReceiverUp(false);
    await p.client.sandbox.simulatePayment(opened.body.payment.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    // The store still says pending, the link says paid: a fresh read shows it was this payment.
    const reload = await checkout();
    expect(reload.status).toBe(200);
    expect(reload.body.payment).toMatchObject({ payment_id: opened.body.payment.payment_id, status: 'settled' });
    expect(reload.body.link.status).toBe('paid');
    expect(creates()).toHaveLength(1);
  });

  it('answers 404 for an unknown link', async () => {
    const { p } = await setup();
    const answer = await p.call('POST', '/payment-links/pl_doesnotexist/checkout');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'No such payment link' } });
    expect((await p.call('GET', '/payment-links/pl_doesnotexist')).status).toBe(404);
    expect(p.upstream.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('GET /payment-links/:id is the public view of the link and nothing more', async () => {
    const { p, link } = await setup();
    const answer = await p.call('GET', `/payment-links/${link.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: link.id, amount: '12.00', currency: 'USDT', description: 'Mug', status: 'active', paid_at: null });
  });
});
