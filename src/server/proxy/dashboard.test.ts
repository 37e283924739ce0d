/**
 * The merchant dashboard's operations: create and list payment links, read one transaction.
 * Each is refused unless `authorize` says yes; input is checked before anything goes upstream,
 * only the service's fields and filters are passed on (docs/service-contract.md#payment-links), and nothing is done on behalf of an account
 * the browser names.
 */
import { describe, expect, it, vi } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import type { OperationName } from './options';

const DASHBOARD: Array<[string, string, OperationName, unknown?]> = [
  ['POST', '/payment-links', 'paymentLinks.create', { amount: '12.50', currency: 'USDT' }],
  ['GET', '/payment-links', 'paymentLinks.list'],
  ['GET', '/transactions/txn_abc', 'transactions.retrieve'],
];

/** A link paid through its hosted checkout: one settled transaction. */
async function paidLink(p: Awaited<ReturnType<typeof createProxyHarness>>) {
  const link = await p.client.paymentLinks.create({ amount: '7.00', currency: 'USDT' });
  const opened = await p.call('POST', `/payment-links/${link.id}/checkout`);
  await p.client.sandbox.simulatePayment(opened.body.payment.payment_id, { status: 'settled' });
  await p.sandbox.idle();
  const [transaction] = (await p.client.transactions.list({ payment_link_id: link.id })).data;
  if (!transaction) throw new Error('the paid link has no transaction');
  return { link, transaction };
}

describe('without authorize', () => {
  it.each(DASHBOARD)('%s %s answers 403 with no upstream call', async (method, path, _operation, body) => {
    const p = await createProxyHarness();
    const since = p.mark();
    const answer = await p.call(method, path, body ? { body } : {});
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: 'This operation is not enabled' } } });
    expect(since()).toEqual([]);
  });
});

describe('with authorize', () => {
  it('asks authorize with each operation’s name, and answers 403 on no', async () => {
    const p = await createProxyHarness();
    const authorize = vi.fn<(request: Request, operation: OperationName) => boolean>(() => false);
    p.useHandler({ policies: { authorize } });
    const since = p.mark();
    for (const [method, path, , body] of DASHBOARD) {
      const answer = await p.call(method, path, body ? { body } : {});
      expect(answer.body).toEqual({ error: { code: 'forbidden', message: 'You may not do this' } });
    }
    expect(authorize.mock.calls.map(([, operation]) => operation)).toEqual(DASHBOARD.map(([, , operation]) => operation));
    expect(since()).toEqual([]);
  });

  it('creates a link at the staff’s amount with only the schema’s fields, for the platform', async () => {
    const p = await createProxyHarness({ policies: { resolveAccount: () => 'acct_someone', authorize: () => true } });
    const since = p.mark();
    const answer = await p.call('POST', '/payment-links', {
      body: { amount: '12.50', currency: 'USDT', description: 'Poster', connected_account_id: 'acct_victim', status: 'paid' },
      headers: { 'x-on-behalf-of': 'acct_victim' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: expect.stringMatching(/^pl_/),
      url: expect.any(String),
      amount: '12.50',
      currency: 'USDT',
      description: 'Poster',
      status: 'active',
    });
    const [upstream] = since();
    expect(`${upstream?.method} ${new URL(upstream?.url ?? '').pathname}`).toBe('POST /v1/payment-links');
    expect(await upstream?.json()).toEqual({ amount: '12.50', currency: 'USDT', description: 'Poster' });
    expect(upstream?.headers.get('x-on-behalf-of')).toBeNull();
    expect(await p.client.paymentLinks.retrieve(answer.body.id)).toMatchObject({ amount: '12.50', status: 'active' });
  });

  it.each([
    [{ currency: 'USDT' }, 'amount'],
    [{ amount: 'ten', currency: 'USDT' }, 'amount'],
    [{ amount: '-1', currency: 'USDT' }, 'amount'],
    [{ amount: '1.1234567', currency: 'USDT' }, 'amount'],
    [{ amount: '5', currency: 'DOGE' }, 'currency'],
    [{ amount: '5', currency: 'USDT', description: 'x'.repeat(501) }, 'description'],
    [{ amount: '5', currency: 'USDT', description: '  ' }, 'description'],
  ])('refuses the link %j before going upstream (400 naming %s)', async (body, param) => {
    const p = await createProxyHarness({ policies: { authorize: () => true } });
    const since = p.mark();
    const answer = await p.call('POST', '/payment-links', { body });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', param } } });
    expect(since()).toEqual([]);
  });

  it('lists links with only status, limit and offset passed on', async () => {
    const p = await createProxyHarness({ policies: { authorize: () => true } });
    const paid = await paidLink(p);
    await p.client.paymentLinks.create({ amount: '3.00', currency: 'USDC' });
    const since = p.mark();
    const query = new URLSearchParams({ status: 'paid', limit: '5', offset: '0', account: 'acct_victim', expand: 'all', currency: 'USDC' });
    const answer = await p.call('GET', `/payment-links?${query}`, { headers: { 'x-on-behalf-of': 'acct_victim' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 1, limit: 5, offset: 0 });
    expect(answer.body.data).toEqual([expect.objectContaining({ id: paid.link.id, status: 'paid' })]);
    const [upstream] = since();
    const url = new URL(upstream?.url ?? '');
    expect(url.pathname).toBe('/v1/payment-links');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'paid', limit: '5', offset: '0' });
    expect(upstream?.headers.get('x-on-behalf-of')).toBeNull();

    const all = await p.call('GET', '/payment-links');
    expect(all.body).toMatchObject({ total: 2, limit: 20, offset: 0 });
  });

  it.each([
    ['status=refunded', 'status'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1e3', 'offset'],
  ])('refuses the list query %s before going upstream (400 naming %s)', async (query, param) => {
    const p = await createProxyHarness({ policies: { authorize: () => true } });
    const since = p.mark();
    const answer = await p.call('GET', `/payment-links?${query}`);
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', param } } });
    expect(since()).toEqual([]);
  });

  it('keeps a link’s own read and checkout beside the new list and create', async () => {
    const p = await createProxyHarness({ policies: { authorize: (_request, operation) => operation.startsWith('paymentLinks.') } });
    const link = await p.client.paymentLinks.create({ amount: '4.00', currency: 'USDT' });
    expect((await p.call('GET', `/payment-links/${link.id}`)).body).toMatchObject({ id: link.id, amount: '4.00' });
    expect((await p.call('POST', `/payment-links/${link.id}/checkout`)).status).toBe(201);
    expect((await p.call('PUT', '/payment-links')).status).toBe(405);
  });

  it('reads one transaction back', async () => {
    const p = await createProxyHarness();
    const { link, transaction } = await paidLink(p);
    p.useHandler({ policies: { authorize: () => true } });
    const since = p.mark();
    const answer = await p.call('GET', `/transactions/${transaction.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: transaction.id, payment_link_id: link.id, status: 'settled', amount: '7.00' });
    expect(answer.body).toHaveProperty('tx_hash');
    expect(answer.body.settled_at).toEqual(expect.any(String));
    expect(since().map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([`GET /v1/transactions/${transaction.id}`]);
  });

  it('answers 404 "No such transaction" for an id without the prefix (no upstream call) and for an unknown one', async () => {
    const p = await createProxyHarness({ policies: { authorize: () => true } });
    const since = p.mark();
    for (const id of ['pay_abc', 'txn_', 'abc']) {
      expect(await p.call('GET', `/transactions/${id}`)).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'No such transaction' } } });
    }
    expect(since()).toEqual([]);
    const unknown = await p.call('GET', '/transactions/txn_unknown');
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'No such transaction' } } });
  });
});
