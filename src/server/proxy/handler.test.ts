import { describe, expect, it } from 'vitest';
import { createProxyHarness, PAYMENT_VIEW_KEYS } from '../../../test/support/proxy-harness';

describe('proxy: payments', () => {
  it('creates a payment with the amount the merchant decides, and serves its public view', async () => {
    const p = await createProxyHarness();
    const created = await p.call('POST', '/payments', { body: { order: 'tee', amount: '0.01', currency: 'BTC' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', amount: '25.00', currency: 'USDT', amount_received: '0.00', amount_due: '25.00' });
    expect(created.body.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(Object.keys(created.body).sort()).toEqual(PAYMENT_VIEW_KEYS);
    const read = await p.call('GET', `/payments/${created.body.payment_id}`);
    // Each answer is stamped with the service's clock as it leaves.
    expect(read.body).toEqual({ ...created.body, server_time: expect.any(String) });
  });

  it('follows the sandbox’s signed webhooks to settled', async () => {
    const p = await createProxyHarness();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    await p.client.sandbox.simulatePayment(created.body.payment_id, { status: 'underpaid', amount_received: '10.5' });
    await p.sandbox.idle();
    expect((await p.call('GET', `/payments/${created.body.payment_id}`)).body).toMatchObject({ status: 'underpaid', amount_received: '10.50', amount_due: '14.50' });
    await p.client.sandbox.simulatePayment(created.body.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    expect((await p.call('GET', `/payments/${created.body.payment_id}`)).body).toMatchObject({ status: 'settled', amount_due: '0.00' });
  });

  it('opens one checkout payment per link across reloads and double clicks', async () => {
    const p = await createProxyHarness();
    const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
    const [a, b] = await Promise.all([p.call('POST', `/payment-links/${link.id}/checkout`), p.call('POST', `/payment-links/${link.id}/checkout`)]);
    const c = await p.call('POST', `/payment-links/${link.id}/checkout`);
    expect(a.body.payment.payment_id).toBe(b.body.payment.payment_id);
    expect(c.body.payment.payment_id).toBe(a.body.payment.payment_id);
    expect(c.body.link).toEqual({ id: link.id, amount: '12.00', currency: 'USDT', description: 'Mug', status: 'active', paid_at: null });
    expect(p.upstream.filter((r) => r.method === 'POST' && r.url.endsWith('/v1/payments'))).toHaveLength(1);
  });
});
