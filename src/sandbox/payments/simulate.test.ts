import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, UnprocessableEntityError } from '../../shared/errors';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';

const iso = (offsetSeconds: number) => new Date(TEST_START + offsetSeconds * 1000).toISOString();

/** A 10.00 USDT link and a payment through it, with the harness. */
async function linkedPayment(options: Parameters<typeof createHarness>[0] = {}) {
  const h = createHarness(options);
  const link = await h.client.paymentLinks.create({ amount: '10.00', currency: 'USDT' });
  const payment = await h.client.payments.create({ amount: '10.00', currency: 'USDT', reference: link.id });
  const txnId = payment.transaction_id as string;
  return { ...h, link, payment, txnId };
}

describe('simulate settled', () => {
  it('settles the payment, confirms then settles its transaction, pays the link and credits 10.00 USDT', async () => {
    const { client, sandbox, link, payment, txnId } = await linkedPayment();
    await sandbox.advance(30);
    const settled = await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    expect(settled).toMatchObject({
      payment_id: payment.payment_id,
      status: 'settled',
      amount_received: '10.00',
      confirmed_at: iso(30),
      settled_at: iso(30),
      transaction_id: txnId,
    });
    expect(settled.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await client.payments.retrieve(payment.payment_id)).toEqual(settled);
    expect(await client.transactions.retrieve(txnId)).toEqual({
      id: txnId,
      payment_link_id: link.id,
      amount: '10.00',
      currency: 'USDT',
      status: 'settled',
      tx_hash: settled.tx_hash,
      created_at: iso(0),
      confirmed_at: iso(30),
      settled_at: iso(30),
    });
    expect(await client.paymentLinks.retrieve(link.id)).toMatchObject({ status: 'paid', paid_at: iso(30) });
    expect(await client.balances.list()).toEqual({ data: [{ currency: 'USDT', available: '10.00' }] });
  });

  it('adds settlements exactly: 0.1 + 0.2 = 0.3', async () => {
    const { client } = createHarness();
    for (const amount of ['0.1', '0.2']) {
      const p = await client.payments.create({ amount, currency: 'USDT', reference: `r-${amount}` });
      await client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    }
    expect(await client.balances.list()).toEqual({ data: [{ currency: 'USDT', available: '0.3' }] });
  });

  it('settles a payment made without a link: no transaction, still credited', async () => {
    const { client } = createHarness();
    const p = await client.payments.create({ amount: '2.5', currency: 'BTC', reference: 'order-9' });
    const settled = await client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    expect(settled).toMatchObject({ status: 'settled', transaction_id: null, payment_link_id: null, amount_received: '2.5' });
    expect((await client.transactions.list()).total).toBe(0);
    expect((await client.balances.list()).data).toEqual([{ currency: 'BTC', available: '2.5' }]);
  });

  it('does not expire once settled', async () => {
    const { client, sandbox, payment, txnId } = await linkedPayment();
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    await sandbox.advance(3600);
    expect((await client.payments.retrieve(payment.payment_id)).status).toBe('settled');
    expect((await client.transactions.retrieve(txnId)).status).toBe('settled');
  });
});

describe('simulate overpaid', () => {
  it('credits everything received and pays the link', async () => {
    const { client, link, payment, txnId } = await linkedPayment();
    const over = await client.sandbox.simulatePayment(payment.payment_id, { status: 'overpaid', amount_received: '12.5' });
    expect(over).toMatchObject({ status: 'overpaid', amount_received: '12.50', settled_at: iso(0) });
    expect((await client.transactions.retrieve(txnId)).status).toBe('settled');
    expect((await client.paymentLinks.retrieve(link.id)).status).toBe('paid');
    expect((await client.balances.list()).data).toEqual([{ currency: 'USDT', available: '12.50' }]);
  });

  it('refuses an amount_received that is not above the amount with 422', async () => {
    const { client, payment } = await linkedPayment();
    const error = await failure(client.sandbox.simulatePayment(payment.payment_id, { status: 'overpaid', amount_received: '10' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.code).toBe('unprocessable_entity');
    expect(error.message).toBe('An overpaid payment must receive more than its amount: amount_received 10 is not above 10.00 USDT');
    expect((await client.payments.retrieve(payment.payment_id)).status).toBe('pending');
  });
});

describe('simulate underpaid', () => {
  it('holds the funds without crediting them, confirms the transaction and keeps the payment open', async () => {
    const { client, sandbox, link, payment, txnId } = await linkedPayment();
    await sandbox.advance(5);
    const under = await client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '4' });
    expect(under).toMatchObject({ status: 'underpaid', amount_received: '4.00', confirmed_at: iso(5), settled_at: null });
    const txn = await client.transactions.retrieve(txnId);
    expect(txn).toMatchObject({ status: 'confirmed', tx_hash: under.tx_hash, confirmed_at: iso(5), settled_at: null });
    expect(txn.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await client.balances.list()).data).toEqual([]);
    expect((await client.paymentLinks.retrieve(link.id)).status).toBe('active');
  });

  it('grows the running total, then settles with the remainder and credits the full amount', async () => {
    const { client, sandbox, payment, txnId } = await linkedPayment();
    const first = await client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '4' });
    await sandbox.advance(60);
    const second = await client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '6.5' });
    expect(second).toMatchObject({ status: 'underpaid', amount_received: '6.50', tx_hash: first.tx_hash, confirmed_at: iso(0) });
    const shrink = await failure(client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '5' }));
    expect(shrink.status).toBe(422);
    expect(shrink.message).toBe('amount_received is the running total and can only grow: 5 is not above the 6.50 USDT already received');
    const settled = await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    expect(settled).toMatchObject({ status: 'settled', amount_received: '10.00', settled_at: iso(60), confirmed_at: iso(0) });
    expect((await client.transactions.retrieve(txnId)).status).toBe('settled');
    expect((await client.balances.list()).data).toEqual([{ currency: 'USDT', available: '10.00' }]);
  });

  it('may turn overpaid, crediting the total received', async () => {
    const { client, payment } = await linkedPayment();
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '4' });
    const over = await client.sandbox.simulatePayment(payment.payment_id, { status: 'overpaid', amount_received: '10.01' });
    expect(over).toMatchObject({ status: 'overpaid', amount_received: '10.01' });
    expect((await client.balances.list()).data).toEqual([{ currency: 'USDT', available: '10.01' }]);
  });

  it('may expire, keeping what was received but crediting nothing', async () => {
    const { client, link, payment, txnId } = await linkedPayment();
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '3' });
    const expired = await client.sandbox.simulatePayment(payment.payment_id, { status: 'expired' });
    expect(expired).toMatchObject({ status: 'expired', amount_received: '3.00' });
    expect((await client.transactions.retrieve(txnId)).status).toBe('failed');
    expect((await client.balances.list()).data).toEqual([]);
    expect((await client.paymentLinks.retrieve(link.id)).status).toBe('active');
  });

  it.each([['10'], ['10.000'], ['11']])('refuses amount_received %s (not below the amount) with 422', async (received) => {
    const { client, payment } = await linkedPayment();
    const error = await failure(client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: received }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(`An underpaid payment must receive less than its amount: amount_received ${received} is not below 10.00 USDT`);
  });
});

describe('simulate expired', () => {
  it('expires the payment, fails its transaction and leaves the link open for a new attempt', async () => {
    const { client, link, payment, txnId } = await linkedPayment();
    const expired = await client.sandbox.simulatePayment(payment.payment_id, { status: 'expired' });
    expect(expired).toMatchObject({ status: 'expired', amount_received: '0.00', tx_hash: null, confirmed_at: null, settled_at: null });
    expect(await client.transactions.retrieve(txnId)).toMatchObject({ status: 'failed', tx_hash: null, confirmed_at: null, settled_at: null });
    expect((await client.paymentLinks.retrieve(link.id)).status).toBe('active');
    const retry = await client.payments.create({ amount: '10.00', currency: 'USDT', reference: link.id });
    await client.sandbox.simulatePayment(retry.payment_id, { status: 'settled' });
    expect((await client.paymentLinks.retrieve(link.id)).status).toBe('paid');
  });

  it('happens by itself when the virtual clock passes expires_at', async () => {
    const { client, sandbox, payment, txnId } = await linkedPayment();
    await sandbox.advance(1799);
    expect((await client.payments.retrieve(payment.payment_id)).status).toBe('pending');
    await sandbox.advance(2);
    expect((await client.payments.retrieve(payment.payment_id)).status).toBe('expired');
    expect((await client.transactions.retrieve(txnId)).status).toBe('failed');
    const late = await failure(client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' }));
    expect(late.status).toBe(422);
  });

  it('expires an underpaid payment by the clock too, keeping amount_received', async () => {
    const { client, sandbox, payment } = await linkedPayment({ paymentTtlSeconds: 120 });
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '1.5' });
    await sandbox.advance(121);
    expect(await client.payments.retrieve(payment.payment_id)).toMatchObject({ status: 'expired', amount_received: '1.50' });
    expect((await client.balances.list()).data).toEqual([]);
  });

  it('is applied when the next request arrives, even without advance()', async () => {
    const { client, call, payment } = await linkedPayment();
    await call('POST', '/v1/sandbox/clock', { body: { advance_seconds: 1800 } });
    expect((await client.payments.retrieve(payment.payment_id)).status).toBe('expired');
  });
});

describe('simulator rules', () => {
  it.each([
    ['settled', { status: 'settled' }],
    ['overpaid', { status: 'overpaid', amount_received: '11' }],
    ['expired', { status: 'expired' }],
  ] as const)('refuses any outcome once %s (a final state) with 422', async (state, body) => {
    const { client, payment } = await linkedPayment();
    await client.sandbox.simulatePayment(payment.payment_id, body);
    for (const next of [{ status: 'settled' }, { status: 'expired' }, { status: 'underpaid', amount_received: '1' }] as const) {
      const error = await failure(client.sandbox.simulatePayment(payment.payment_id, next));
      expect(error).toBeInstanceOf(UnprocessableEntityError);
      expect(error.message).toBe(`Payment ${payment.payment_id} is ${state}, a final state: only a pending or underpaid payment can take an outcome`);
    }
  });

  it.each([
    ['a missing status', {}, /status must be one of: settled, expired, underpaid, overpaid/],
    ['an unknown status', { status: 'paid' }, /status must be one of: settled, expired, underpaid, overpaid/],
    ['underpaid without amount_received', { status: 'underpaid' }, /amount_received is required when status is underpaid/],
    ['overpaid without amount_received', { status: 'overpaid' }, /amount_received is required when status is overpaid/],
    ['settled with amount_received', { status: 'settled', amount_received: '10' }, /amount_received is accepted only when status is underpaid or overpaid/],
    ['expired with amount_received', { status: 'expired', amount_received: '1' }, /amount_received is accepted only when status is underpaid or overpaid/],
    ['a zero amount_received', { status: 'underpaid', amount_received: '0' }, /amount_received must be greater than zero/],
    ['a negative amount_received', { status: 'underpaid', amount_received: '-1' }, /amount_received must be a decimal string/],
    ['amount_received in exponent notation', { status: 'overpaid', amount_received: '1e3' }, /amount_received must be a decimal string/],
    ['amount_received finer than USDT', { status: 'underpaid', amount_received: '0.0000001' }, /amount_received must have at most 6 decimal places for USDT/],
  ])('refuses %s with 400', async (_name, body, message) => {
    const { client, call, payment } = await linkedPayment();
    const error = await failure(client.sandbox.simulatePayment(payment.payment_id, body as never));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
    const raw = await call('POST', `/api/v1/sandbox/payments/${payment.payment_id}/simulate`, { body });
    expect(raw.status).toBe(400);
    expect((await client.payments.retrieve(payment.payment_id)).status).toBe('pending');
  });

  it('accepts a number amount_received', async () => {
    const { client, payment } = await linkedPayment();
    expect((await client.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: 2.25 })).amount_received).toBe('2.25');
  });

  it('answers 404 for an unknown payment', async () => {
    const { client } = createHarness();
    const error = await failure(client.sandbox.simulatePayment('pay_unknown', { status: 'settled' }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('No payment with id "pay_unknown"');
  });
});
