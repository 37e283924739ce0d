/**
 * The proxy restarted with its memory store: it has forgotten which payment each hosted-checkout
 * link opened. A reload must never open a second payment the payer could also pay; the page's own
 * record of its payment (an untrusted hint) is honoured only when the service says it is this
 * link's payment and still open.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';

async function openedThenRestarted(sandboxOptions: { strict?: boolean } = {}) {
  const p = await createProxyHarness({ sandboxOptions });
  const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
  const first = await p.call('POST', `/payment-links/${link.id}/checkout`);
  p.useHandler({}); // a new process: a new, empty memory store
  const creates = p.mark();
  const checkout = (body?: Record<string, unknown>) => p.call('POST', `/payment-links/${link.id}/checkout`, body ? { body } : {});
  const created = () => creates().filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/payments');
  return { p, link, first: first.body.payment as { payment_id: string }, checkout, created };
}

describe('hosted checkout after a restart', () => {
  it('does not open a second payment while the first is still open: 409 saying so', async () => {
    const { checkout, created } = await openedThenRestarted();
    const reload = await checkout();
    expect(reload.status).toBe(409);
    expect(reload.body.error.code).toBe('checkout_already_open');
    expect(created()).toEqual([]);
  });

  it('resumes the payment the page remembers, once the service confirms it is this link’s and open', async () => {
    // Confirming the hint is the read-back (readPayments 'when-available', GET /v1/payments/{id}),
    // an extension of paykit's non-strict sandbox: this tests it there.
    const { checkout, first, created } = await openedThenRestarted({ strict: false });
    const resumed = await checkout({ payment_id: first.payment_id });
    expect(resumed.status).toBe(200);
    expect(resumed.body.payment).toMatchObject({ payment_id: first.payment_id, status: 'pending' });
    expect(created()).toEqual([]);
    // Remembered again: a plain reload now finds it.
    expect((await checkout()).body.payment.payment_id).toBe(first.payment_id);
  });

  it('ignores a hint naming another link’s payment, and still opens no second payment', async () => {
    const { p, checkout, created } = await openedThenRestarted();
    const other = await p.client.payments.create({ amount: '1.00', currency: 'USDT', reference: 'someone-else' });
    const answer = await checkout({ payment_id: other.payment_id });
    expect(answer.status).toBe(409);
    expect(created()).toEqual([]);
  });

  it('opens a new payment once the first has expired', async () => {
    const { p, checkout, first, created } = await openedThenRestarted();
    await p.client.sandbox.simulatePayment(first.payment_id, { status: 'expired' });
    await p.sandbox.idle();
    const fresh = await checkout();
    expect(fresh.status).toBe(201);
    expect(fresh.body.payment.payment_id).not.toBe(first.payment_id);
    expect(created()).toHaveLength(1);
  });
});
