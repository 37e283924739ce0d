import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, UnprocessableEntityError } from '../../shared/errors';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';

const iso = (offsetSeconds: number) => new Date(TEST_START + offsetSeconds * 1000).toISOString();

describe('POST /v1/payments', () => {
  it('answers 201 with a pending payment and TRC-20 payer instructions', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/payments', { body: { currency: 'USDT', amount: '10.00', reference: 'order-1042' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{24}$/),
      status: 'pending',
      amount: '10.00',
      currency: 'USDT',
      reference: 'order-1042',
      amount_received: '0.00',
      expires_at: iso(1800),
      created_at: iso(0),
      payment_link_id: null,
      transaction_id: null,
      tx_hash: null,
      confirmed_at: null,
      settled_at: null,
      payer_instructions: {
        network: 'tron',
        asset: 'USDT',
        address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
        amount: '10.00',
      },
    });
  });

  it('reads the payment back unchanged with GET /v1/payments/:id', async () => {
    const { client } = createHarness();
    const created = await client.payments.create({ currency: 'USDT', amount: 7, reference: 'r' });
    expect(created.amount).toBe('7');
    expect(created.amount_received).toBe('0');
    expect(await client.payments.retrieve(created.payment_id)).toEqual(created);
  });

  it('uses paymentTtlSeconds for expires_at', async () => {
    const { client } = createHarness({ paymentTtlSeconds: 60 });
    const payment = await client.payments.create({ currency: 'USDT', amount: '1', reference: 'r' });
    expect(payment.expires_at).toBe(iso(60));
  });

  it.each([
    ['USDC', 'solana', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/],
    ['BTC', 'bitcoin', /^1[1-9A-HJ-NP-Za-km-z]{25,33}$/],
    ['ETH', 'ethereum', /^0x[0-9a-f]{40}$/],
  ] as const)('gives %s payer instructions on %s', async (currency, network, address) => {
    const { client } = createHarness();
    const payment = await client.payments.create({ currency, amount: '0.5', reference: 'r' });
    expect(payment.payer_instructions).toEqual({ network, asset: currency, address: expect.stringMatching(address), amount: '0.5' });
  });

  it.each([
    ['amount in exponent notation', { amount: '1e3' }, 'amount', /amount must be a decimal string/],
    ['a negative amount', { amount: '-1' }, 'amount', /amount must be a decimal string/],
    ['a zero amount', { amount: '0' }, 'amount', /amount must be greater than zero/],
    ['a zero number amount', { amount: 0 }, 'amount', /amount must be greater than zero/],
    ['an empty amount', { amount: '' }, 'amount', /amount must be a decimal string/],
    ['an amount finer than BTC carries', { amount: '0.123456789', currency: 'BTC' }, 'amount', /at most 8 decimal places for BTC/],
    ['a lower-case currency', { currency: 'usdt' }, 'currency', /currency must be one of: USDT, USDC, BTC, ETH/],
    ['a fiat currency', { currency: 'AUD' }, 'currency', /currency must be one of/],
    ['a missing reference', { reference: undefined }, 'reference', /reference is required/],
    ['a blank reference', { reference: '   ' }, 'reference', /reference is required/],
    ['a reference over 200 characters', { reference: 'r'.repeat(201) }, 'reference', /reference must be at most 200 characters/],
  ])('refuses %s with 400 naming the field', async (_name, change, param, message) => {
    const { client, call } = createHarness();
    const body = { currency: 'USDT', amount: '10', reference: 'order', ...change };
    const error = await failure(client.payments.create(body as never));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
    expect((await call('POST', '/v1/payments', { body })).body.error.param).toBe(param);
  });

  it('refuses a numeric amount a JSON number cannot carry exactly, rather than charging a neighbouring amount', async () => {
    const { call } = createHarness();
    const raw = '{"currency":"USDT","amount":12345678901234567,"reference":"order"}';
    const res = await call('POST', '/v1/payments', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: 'amount has more digits than a JSON number carries exactly: send it as a decimal string',
      param: 'amount',
    });
  });

  it('writes a numeric amount in exponent form out in full', async () => {
    const { call } = createHarness();
    const raw = '{"currency":"BTC","amount":1e-7,"reference":"order"}';
    const res = await call('POST', '/v1/payments', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: '0.0000001', amount_received: '0.0000000' });
  });

  it('accepts a reference of exactly 200 characters', async () => {
    const { client } = createHarness();
    expect((await client.payments.create({ currency: 'USDT', amount: '1', reference: 'r'.repeat(200) })).reference).toHaveLength(200);
  });
});

describe('payments through a payment link', () => {
  it('creates the link’s pending transaction and keeps the link’s notation of the amount', async () => {
    const { client } = createHarness();
    const link = await client.paymentLinks.create({ amount: '10.00', currency: 'USDT' });
    const payment = await client.payments.create({ currency: 'USDT', amount: 10, reference: link.id });
    expect(payment).toMatchObject({ amount: '10.00', amount_received: '0.00', payment_link_id: link.id, reference: link.id });
    expect(payment.transaction_id).toMatch(/^txn_[0-9A-Za-z]{24}$/);
    expect(await client.transactions.retrieve(payment.transaction_id as string)).toEqual({
      id: payment.transaction_id,
      payment_link_id: link.id,
      amount: '10.00',
      currency: 'USDT',
      status: 'pending',
      tx_hash: null,
      created_at: iso(0),
      confirmed_at: null,
      settled_at: null,
    });
  });

  it('refuses an amount or currency other than the link’s with 422', async () => {
    const { client } = createHarness();
    const link = await client.paymentLinks.create({ amount: '10.00', currency: 'USDT' });
    const amount = await failure(client.payments.create({ currency: 'USDT', amount: '9.99', reference: link.id }));
    expect(amount).toBeInstanceOf(UnprocessableEntityError);
    expect(amount.status).toBe(422);
    expect(amount.code).toBe('unprocessable_entity');
    expect(amount.message).toBe(`A payment through payment link ${link.id} must be for the link's 10.00 USDT, not 9.99 USDT`);
    const currency = await failure(client.payments.create({ currency: 'USDC', amount: '10.00', reference: link.id }));
    expect(currency.status).toBe(422);
    expect(currency.message).toContain('not 10.00 USDC');
  });

  it('refuses a payment through a link that is already paid', async () => {
    const { client } = createHarness();
    const link = await client.paymentLinks.create({ amount: '1', currency: 'USDT' });
    const first = await client.payments.create({ currency: 'USDT', amount: '1', reference: link.id });
    await client.sandbox.simulatePayment(first.payment_id, { status: 'settled' });
    const error = await failure(client.payments.create({ currency: 'USDT', amount: '1', reference: link.id }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(`Payment link ${link.id} is paid: only an active link accepts payments`);
  });

  it('refuses a pl_ reference that names no link', async () => {
    const { client } = createHarness();
    const error = await failure(client.payments.create({ currency: 'USDT', amount: '1', reference: 'pl_missing' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('reference pl_missing looks like a payment link id, but no such payment link exists');
  });

  it('allows several open attempts through one active link', async () => {
    const { client } = createHarness();
    const link = await client.paymentLinks.create({ amount: '1', currency: 'USDT' });
    const a = await client.payments.create({ currency: 'USDT', amount: '1', reference: link.id });
    const b = await client.payments.create({ currency: 'USDT', amount: '1', reference: link.id });
    expect(a.transaction_id).not.toBe(b.transaction_id);
    expect(a.payer_instructions.address).not.toBe(b.payer_instructions.address);
    expect((await client.transactions.list({ payment_link_id: link.id })).total).toBe(2);
  });
});

describe('GET /v1/payments/:id', () => {
  it('answers 404 for unknown and malformed ids', async () => {
    const { client } = createHarness();
    const unknown = await failure(client.payments.retrieve('pay_nothing'));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown.message).toBe('No payment with id "pay_nothing"');
    const malformed = await failure(client.payments.retrieve('nothing'));
    expect(malformed.status).toBe(404);
    expect(malformed.message).toBe('No payment with id "nothing" (payment ids start with pay_)');
  });
});
