import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../../shared/errors';
import { createHarness, TEST_API_KEY, TEST_START } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';

const START_ISO = new Date(TEST_START).toISOString();

describe('POST /v1/payment-links', () => {
  it('answers 201 with an active link on the checkout page beside the sandbox', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/payment-links', { body: { amount: '25.50', currency: 'USDT', description: 'Order #1042' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^pl_[0-9A-Za-z]{24}$/),
      url: `http://127.0.0.1:4010/pay/${res.body.id}`,
      amount: '25.50',
      currency: 'USDT',
      description: 'Order #1042',
      status: 'active',
      created_at: START_ISO,
    });
  });

  it('leaves description out when none was given and accepts a number amount', async () => {
    const { client } = createHarness();
    const link = await client.paymentLinks.create({ amount: 10, currency: 'BTC' });
    expect(link.amount).toBe('10');
    expect(link.currency).toBe('BTC');
    expect('description' in link).toBe(false);
    expect('paid_at' in link).toBe(false);
  });

  it('fills the configured checkoutUrl template', async () => {
    const { client } = createHarness({ checkoutUrl: 'https://checkout.example.com/c/{id}?ref=kit' });
    const link = await client.paymentLinks.create({ amount: '1', currency: 'USDT' });
    expect(link.url).toBe(`https://checkout.example.com/c/${link.id}?ref=kit`);
  });

  it('puts /pay/<id> on the origin, not under the mount path', async () => {
    const { sandbox } = createHarness();
    const res = await sandbox.handler(
      new Request('http://localhost:5173/sandbox/v1/payment-links', {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '3', currency: 'ETH' }),
      }),
    );
    const link = (await res.json()) as { id: string; url: string };
    expect(link.url).toBe(`http://localhost:5173/pay/${link.id}`);
  });

  it('accepts a description of exactly 500 characters', async () => {
    const { client } = createHarness();
    const link = await client.paymentLinks.create({ amount: '1', currency: 'USDT', description: 'x'.repeat(500) });
    expect(link.description).toHaveLength(500);
  });

  it.each([
    ['amount in exponent notation', { amount: '1e3', currency: 'USDT' }, 'amount', /amount must be a decimal string/],
    ['a negative amount', { amount: '-1', currency: 'USDT' }, 'amount', /amount must be a decimal string/],
    ['a zero amount', { amount: '0', currency: 'USDT' }, 'amount', /amount must be greater than zero/],
    ['an empty amount', { amount: '', currency: 'USDT' }, 'amount', /amount must be a decimal string/],
    ['a missing amount', { currency: 'USDT' }, 'amount', /amount/],
    ['an amount finer than the currency', { amount: '1.1234567', currency: 'USDT' }, 'amount', /at most 6 decimal places for USDT/],
    ['a lower-case currency', { amount: '1', currency: 'usdt' }, 'currency', /currency must be one of: USDT, USDC, BTC, ETH/],
    ['an unsupported currency', { amount: '1', currency: 'DOGE' }, 'currency', /currency must be one of/],
    ['a missing currency', { amount: '1' }, 'currency', /currency/],
    ['an empty description', { amount: '1', currency: 'USDT', description: ' ' }, 'description', /description must not be empty/],
    ['a description over 500 characters', { amount: '1', currency: 'USDT', description: 'x'.repeat(501) }, 'description', /at most 500/],
    ['a number description', { amount: '1', currency: 'USDT', description: 7 }, 'description', /^description /],
  ])('refuses %s with 400 naming the field', async (_name, body, param, message) => {
    const { client, call } = createHarness();
    const error = await failure(client.paymentLinks.create(body as never));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
    expect((await call('POST', '/v1/payment-links', { body })).body.error.param).toBe(param);
  });
});

describe('GET /v1/payment-links', () => {
  async function threeLinks() {
    const h = createHarness();
    const a = await h.client.paymentLinks.create({ amount: '1', currency: 'USDT', description: 'first' });
    await h.sandbox.advance(10);
    const b = await h.client.paymentLinks.create({ amount: '2', currency: 'USDT' });
    await h.sandbox.advance(10);
    const c = await h.client.paymentLinks.create({ amount: '3', currency: 'USDT' });
    return { ...h, a, b, c };
  }

  it('lists newest first with the list fields only, and totals', async () => {
    const { client, a, b, c } = await threeLinks();
    const page = await client.paymentLinks.list();
    expect(page.total).toBe(3);
    expect(page.limit).toBe(20);
    expect(page.offset).toBe(0);
    expect(page.data.map((l) => l.id)).toEqual([c.id, b.id, a.id]);
    expect(page.data[2]).toEqual({ id: a.id, url: a.url, amount: '1', currency: 'USDT', status: 'active', created_at: START_ISO });
  });

  it('pages with limit and offset while total counts every match', async () => {
    const { client, a, b } = await threeLinks();
    const page = await client.paymentLinks.list({ limit: 2, offset: 1 });
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.data.map((l) => l.id)).toEqual([b.id, a.id]);
    const beyond = await client.paymentLinks.list({ offset: 5 });
    expect(beyond).toMatchObject({ data: [], total: 3 });
  });

  it('filters by status', async () => {
    const { client, b } = await threeLinks();
    const payment = await client.payments.create({ amount: '2', currency: 'USDT', reference: b.id });
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    const paid = await client.paymentLinks.list({ status: 'paid' });
    expect(paid.total).toBe(1);
    expect(paid.data[0]).toMatchObject({ id: b.id, status: 'paid' });
    expect((await client.paymentLinks.list({ status: 'active' })).total).toBe(2);
    expect((await client.paymentLinks.list({ status: 'expired' })).total).toBe(0);
    expect((await client.paymentLinks.list({ status: 'deactivated' })).total).toBe(0);
  });

  it.each([
    ['limit=0', 'limit', /limit must be between 1 and 100/],
    ['limit=101', 'limit', /limit must be between 1 and 100/],
    ['limit=abc', 'limit', /limit must be a whole number/],
    ['offset=-1', 'offset', /offset must be a whole number/],
    ['status=open', 'status', /status must be one of: active, paid, expired, deactivated/],
  ])('refuses %s with 400 naming the parameter', async (query, param, message) => {
    const { call } = createHarness();
    const res = await call('GET', `/v1/payment-links?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param });
    expect(res.body.error.message).toMatch(message);
  });

  it('refuses a bad limit sent through the client', async () => {
    const { client } = createHarness();
    const error = await failure(client.paymentLinks.list({ limit: 101 }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toBe('limit must be between 1 and 100');
  });
});

describe('GET /v1/payment-links/:id', () => {
  it('returns the whole link, and paid_at once a payment through it settles', async () => {
    const { client, sandbox } = createHarness();
    const link = await client.paymentLinks.create({ amount: '10.00', currency: 'USDT', description: 'Tee' });
    expect(await client.paymentLinks.retrieve(link.id)).toEqual(link);
    const payment = await client.payments.create({ amount: '10.00', currency: 'USDT', reference: link.id });
    await sandbox.advance(90);
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    expect(await client.paymentLinks.retrieve(link.id)).toEqual({
      ...link,
      status: 'paid',
      paid_at: new Date(TEST_START + 90_000).toISOString(),
    });
  });

  it('answers 404 not_found for an unknown id, and for an id without the pl_ prefix', async () => {
    const { client } = createHarness();
    const unknown = await failure(client.paymentLinks.retrieve('pl_doesnotexist'));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('not_found');
    expect(unknown.message).toBe('No payment link with id "pl_doesnotexist"');
    const malformed = await failure(client.paymentLinks.retrieve('txn_123'));
    expect(malformed.status).toBe(404);
    expect(malformed.message).toBe('No payment link with id "txn_123" (payment link ids start with pl_)');
  });

  it('encodes the id into the path', async () => {
    const { client } = createHarness();
    const error = await failure(client.paymentLinks.retrieve('pl_a/b?c'));
    expect(error.status).toBe(404);
    expect(error.message).toContain('"pl_a/b?c"');
  });
});
