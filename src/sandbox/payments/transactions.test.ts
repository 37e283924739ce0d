import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../../shared/errors';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';

const iso = (offsetSeconds: number) => new Date(TEST_START + offsetSeconds * 1000).toISOString();

/**
 * Four attempts, one minute apart:
 *   t0 (0 s)    USDT link A, settled
 *   t1 (60 s)   USDT link A, pending
 *   t2 (120 s)  BTC  link B, expired → failed
 *   t3 (180 s)  BTC  link B, underpaid → confirmed
 */
async function fixture() {
  const h = createHarness();
  const { client, sandbox } = h;
  const linkA = await client.paymentLinks.create({ amount: '5', currency: 'USDT' });
  const linkB = await client.paymentLinks.create({ amount: '0.01', currency: 'BTC' });
  const attempt = async (link: typeof linkA) => {
    const p = await client.payments.create({ amount: link.amount, currency: link.currency as 'USDT', reference: link.id });
    await sandbox.advance(60);
    return p;
  };
  const p0 = await attempt(linkA);
  const p1 = await attempt(linkA);
  const p2 = await attempt(linkB);
  const p3 = await attempt(linkB);
  await client.sandbox.simulatePayment(p0.payment_id, { status: 'settled' });
  await client.sandbox.simulatePayment(p2.payment_id, { status: 'expired' });
  await client.sandbox.simulatePayment(p3.payment_id, { status: 'underpaid', amount_received: '0.004' });
  const [t0, t1, t2, t3] = [p0, p1, p2, p3].map((p) => p.transaction_id as string);
  return { ...h, linkA, linkB, t0, t1, t2, t3 };
}

const ids = (page: { data: { id: string }[] }) => page.data.map((t) => t.id);

describe('GET /v1/transactions', () => {
  it('lists every attempt newest first with full fields', async () => {
    const { client, linkB, t0, t1, t2, t3 } = await fixture();
    const page = await client.transactions.list();
    expect(page).toMatchObject({ total: 4, limit: 20, offset: 0 });
    expect(ids(page)).toEqual([t3, t2, t1, t0]);
    expect(page.data[0]).toEqual({
      id: t3,
      payment_link_id: linkB.id,
      amount: '0.01',
      currency: 'BTC',
      status: 'confirmed',
      tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      created_at: iso(180),
      confirmed_at: iso(240),
      settled_at: null,
    });
  });

  it.each([
    ['settled', 't0'],
    ['pending', 't1'],
    ['failed', 't2'],
    ['confirmed', 't3'],
  ] as const)('filters by status %s', async (status, expected) => {
    const f = await fixture();
    const page = await f.client.transactions.list({ status });
    expect(page.total).toBe(1);
    expect(ids(page)).toEqual([f[expected]]);
    expect(page.data[0]?.status).toBe(status);
  });

  it('filters by payment_link_id and by currency', async () => {
    const { client, linkA, linkB, t0, t1, t2, t3 } = await fixture();
    expect(ids(await client.transactions.list({ payment_link_id: linkA.id }))).toEqual([t1, t0]);
    expect(ids(await client.transactions.list({ payment_link_id: linkB.id }))).toEqual([t3, t2]);
    expect((await client.transactions.list({ payment_link_id: 'pl_other' })).total).toBe(0);
    expect(ids(await client.transactions.list({ currency: 'BTC' }))).toEqual([t3, t2]);
    expect(ids(await client.transactions.list({ currency: 'USDT', status: 'pending' }))).toEqual([t1]);
    expect((await client.transactions.list({ currency: 'ETH' })).total).toBe(0);
  });

  it('filters by created_at: from inclusive, to exclusive', async () => {
    const { client, t0, t1, t2, t3 } = await fixture();
    expect(ids(await client.transactions.list({ from: iso(60) }))).toEqual([t3, t2, t1]);
    expect(ids(await client.transactions.list({ to: iso(60) }))).toEqual([t0]);
    expect(ids(await client.transactions.list({ from: iso(60), to: iso(180) }))).toEqual([t2, t1]);
    expect((await client.transactions.list({ from: iso(60), to: iso(60) })).total).toBe(0);
    // Offsets other than Z and bare dates compare as instants.
    expect(ids(await client.transactions.list({ from: '2026-01-15T20:01:00+11:00' }))).toEqual([t3, t2, t1]);
    expect((await client.transactions.list({ from: '2026-01-15', to: '2026-01-16' })).total).toBe(4);
    expect((await client.transactions.list({ from: '2026-01-16' })).total).toBe(0);
  });

  it('pages the filtered result', async () => {
    const { client, t1, t2 } = await fixture();
    const page = await client.transactions.list({ limit: 2, offset: 1 });
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(ids(page)).toEqual([t2, t1]);
  });

  it('counts only payments made through links', async () => {
    const { client } = createHarness();
    await client.payments.create({ amount: '1', currency: 'USDT', reference: 'no-link' });
    expect(await client.transactions.list()).toEqual({ data: [], total: 0, limit: 20, offset: 0 });
  });

  it.each([
    ['status=done', 'status', /status must be one of: pending, confirmed, settled, failed/],
    ['currency=usdt', 'currency', /currency must be one of: USDT, USDC, BTC, ETH/],
    ['payment_link_id=abc', 'payment_link_id', /payment_link_id must be a payment link id starting with pl_/],
    ['from=yesterday', 'from', /from must be an ISO 8601 date-time/],
    ['to=2026-13-01', 'to', /to must be an ISO 8601 date-time/],
    ['to=2026-01-15T09:00:00', 'to', /to must be an ISO 8601 date-time/],
    ['from=2026-02-01&to=2026-01-01', 'from', /from must not be later than to/],
    ['limit=0', 'limit', /limit must be between 1 and 100/],
    ['limit=101', 'limit', /limit must be between 1 and 100/],
    ['limit=abc', 'limit', /limit must be a whole number/],
    ['offset=-1', 'offset', /offset must be a whole number/],
  ])('refuses %s with 400 naming the parameter', async (query, param, message) => {
    const { call } = createHarness();
    const res = await call('GET', `/v1/transactions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param });
    expect(res.body.error.message).toMatch(message);
  });

  it('refuses a bad filter sent through the client with a typed error', async () => {
    const { client } = createHarness();
    const error = await failure(client.transactions.list({ from: 'not a date' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('from must be an ISO 8601 date-time such as "2026-01-31T12:00:00Z"');
  });
});

describe('GET /v1/transactions/:id', () => {
  it('answers 404 not_found for unknown and malformed ids', async () => {
    const { client } = createHarness();
    const unknown = await failure(client.transactions.retrieve('txn_unknown'));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown.code).toBe('not_found');
    expect(unknown.message).toBe('No transaction with id "txn_unknown"');
    const malformed = await failure(client.transactions.retrieve('pl_123'));
    expect(malformed.message).toBe('No transaction with id "pl_123" (transaction ids start with txn_)');
  });
});
