/**
 * Balances, FX and transactions through the proxy. FX and the transactions list are refused
 * unless the merchant's `authorize` says yes; allowed, they act for resolveAccount's account
 * only; the transactions list passes on only the service's filters (docs/service-contract.md#transactions).
 */
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_KEY } from '../../../test/support/harness';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import { approvedIndividual, newIndividual } from '../../../test/fixtures/sandbox-accounts';
import type { OperationName } from './options';

/** An approved customer with fx_conversion active and 100 USDT in its wallet. */
async function fundedCustomer() {
  const p = await createProxyHarness();
  const accountId = await approvedIndividual(p.client);
  await p.client.connectedAccounts.activateCapabilities(accountId, ['inbound_payments', 'fx_conversion']);
  const credit = await p.sandboxCall('POST', '/v1/sandbox/wallet/credit', {
    body: { currency: 'USDT', amount: '100.00' },
    headers: { 'x-on-behalf-of': accountId },
  });
  expect(credit.status).toBe(200);
  return { p, accountId };
}

const FX_AND_DASHBOARD: Array<[string, string, OperationName, unknown?]> = [
  ['POST', '/fx/quotes', 'fx.quotes.create', { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' }],
  ['POST', '/fx/conversions', 'fx.conversions.create', { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10', conversion_type: 'rate' }],
  ['GET', '/fx/conversions/conv_abc', 'fx.conversions.retrieve'],
  ['GET', '/transactions', 'transactions.list'],
];

describe('without authorize', () => {
  it.each(FX_AND_DASHBOARD)('%s %s answers 403 with no upstream call', async (method, path, _operation, body) => {
    const { p, accountId } = await fundedCustomer();
    p.useHandler({ policies: { resolveAccount: () => accountId } });
    const since = p.mark();
    const answer = await p.call(method, path, body ? { body } : {});
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: 'forbidden', message: 'This operation is not enabled' } });
    expect(since()).toEqual([]);
  });

  it('balances need no authorize: they are the signed-in customer’s own', async () => {
    const { p, accountId } = await fundedCustomer();
    p.useHandler({ policies: { resolveAccount: () => accountId } });
    const since = p.mark();
    const answer = await p.call('GET', '/balances');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContainEqual(expect.objectContaining({ currency: 'USDT', available: '100.00' }));
    const [upstream] = since();
    expect(upstream?.headers.get('x-on-behalf-of')).toBe(accountId);
    expect(JSON.stringify(answer.body)).not.toContain(accountId);
  });
});

describe('with authorize', () => {
  it('asks authorize with the request and the operation name, and answers 403 on no', async () => {
    const { p, accountId } = await fundedCustomer();
    const authorize = vi.fn<(request: Request, operation: OperationName) => boolean>(() => false);
    p.useHandler({ policies: { resolveAccount: () => accountId, authorize } });
    const since = p.mark();
    for (const [method, path, , body] of FX_AND_DASHBOARD) {
      const answer = await p.call(method, path, body ? { body } : {});
      expect(answer.body).toEqual({ error: { code: 'forbidden', message: 'You may not do this' } });
    }
    expect(authorize.mock.calls.map(([, operation]) => operation)).toEqual(FX_AND_DASHBOARD.map(([, , operation]) => operation));
    expect(authorize.mock.calls[0]?.[0]).toBeInstanceOf(Request);
    expect(since()).toEqual([]);
  });

  it('also gates the everyday operations when given (a payer’s read, here)', async () => {
    const p = await createProxyHarness();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    const authorize = vi.fn((_request: Request, operation: OperationName) => operation !== 'payments.retrieve');
    p.useHandler({ policies: { authorize } });
    const since = p.mark();
    expect((await p.call('GET', `/payments/${created.body.payment_id}`)).status).toBe(403);
    expect(since()).toEqual([]);
  });

  it('quotes, converts and reads back on behalf of resolveAccount’s account only', async () => {
    const { p, accountId } = await fundedCustomer();
    const other = await newIndividual(p.client, { email: 'other@example.com' });
    p.useHandler({ policies: { resolveAccount: () => accountId, authorize: () => true } });
    const since = p.mark();

    const quote = await p.call('POST', '/fx/quotes', {
      body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '40', connected_account_id: other.connected_account_id },
      headers: { 'x-on-behalf-of': other.connected_account_id },
    });
    expect(quote.status).toBe(201);
    expect(quote.body).toMatchObject({ quote_id: expect.stringMatching(/^quote_/), rate: expect.any(String), quote_expiry: expect.any(String) });

    const conversion = await p.call('POST', '/fx/conversions', {
      body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '40', conversion_type: 'quote', quote_id: quote.body.quote_id, reference: 'swap-1' },
    });
    expect(conversion.status).toBe(201);
    expect(conversion.body).toMatchObject({ conversion_id: expect.stringMatching(/^conv_/), status: 'converted', reference: 'swap-1' });

    const read = await p.call('GET', `/fx/conversions/${conversion.body.conversion_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(conversion.body);

    const balances = await p.call('GET', '/balances');
    const byCurrency = Object.fromEntries(balances.body.data.map((b: { currency: string; available: string }) => [b.currency, b.available]));
    expect(Number(byCurrency.USDT)).toBe(60);
    expect(Number(byCurrency.AUD)).toBeGreaterThan(0);

    const recorded = since();
    expect(recorded.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/v1/fx/quotes',
      'POST /api/v1/fx/conversions',
      `GET /api/v1/fx/conversions/${conversion.body.conversion_id}`,
      'GET /v1/accounts/me/wallet/balances',
    ]);
    for (const request of recorded) {
      expect(request.headers.get('x-on-behalf-of')).toBe(accountId);
      expect(request.headers.get('authorization')).toBe(`Bearer ${TEST_API_KEY}`);
    }
    // Only the schema's fields went upstream: no account named in the body.
    expect(await recorded[0]?.json()).toEqual({ sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '40' });
    // The other customer's wallet was never touched.
    expect((await p.client.balances.list({ onBehalfOf: other.connected_account_id })).data).toEqual([]);
  });

  it('cannot read another account’s conversion (404), and checks FX input before going upstream (400)', async () => {
    const { p, accountId } = await fundedCustomer();
    const someone = await approvedIndividual(p.client);
    await p.client.connectedAccounts.activateCapabilities(someone, ['inbound_payments', 'fx_conversion']);
    await p.sandboxCall('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDT', amount: '50' }, headers: { 'x-on-behalf-of': someone } });
    const theirs = await p.client.fx.createConversion(
      { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10', conversion_type: 'rate' },
      { onBehalfOf: someone },
    );
    p.useHandler({ policies: { resolveAccount: () => accountId, authorize: () => true } });
    const answer = await p.call('GET', `/fx/conversions/${theirs.conversion_id}`);
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'No such conversion' } } });

    const since = p.mark();
    const invalid = await p.call('POST', '/fx/quotes', { body: { sell_currency: 'USDT', buy_currency: 'USDT', sell_amount: '10' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'invalid_request', param: 'buy_currency' });
    const both = await p.call('POST', '/fx/conversions', {
      body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '1', buy_amount: '1', conversion_type: 'rate' },
    });
    expect(both.body.error).toMatchObject({ code: 'invalid_request', param: 'buy_amount' });
    expect(since()).toEqual([]);
  });

  it('refuses a numeric FX amount a JSON number cannot carry exactly, before going upstream', async () => {
    const { p, accountId } = await fundedCustomer();
    p.useHandler({ policies: { resolveAccount: () => accountId, authorize: () => true } });
    const since = p.mark();
    const raw = '{"sell_currency":"USDT","buy_currency":"AUD","sell_amount":12345678901234567}';
    const answer = await p.call('POST', '/fx/quotes', { raw, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'invalid_request',
      message: 'sell_amount has more digits than a JSON number carries exactly: send it as a decimal string',
      param: 'sell_amount',
    });
    expect(since()).toEqual([]);
  });

  it('lists transactions with only the service’s filters passed on', async () => {
    const p = await createProxyHarness();
    const link = await p.client.paymentLinks.create({ amount: '7.00', currency: 'USDT' });
    const opened = await p.call('POST', `/payment-links/${link.id}/checkout`);
    await p.client.sandbox.simulatePayment(opened.body.payment.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    const authorize = vi.fn(() => true);
    p.useHandler({ policies: { authorize } });

    const since = p.mark();
    const query = new URLSearchParams({
      status: 'settled',
      payment_link_id: link.id,
      currency: 'USDT',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
      limit: '5',
      offset: '0',
      account: 'acct_victim',
      'x-on-behalf-of': 'acct_victim',
      api_key: 'sk_guess',
      expand: 'everything',
    });
    const answer = await p.call('GET', `/transactions?${query}`, { headers: { 'x-on-behalf-of': 'acct_victim' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 1, limit: 5, offset: 0 });
    expect(answer.body.data).toEqual([expect.objectContaining({ payment_link_id: link.id, status: 'settled', amount: '7.00' })]);
    expect(authorize).toHaveBeenCalledWith(expect.any(Request), 'transactions.list');

    const [upstream] = since();
    const url = new URL(upstream?.url ?? '');
    expect(url.pathname).toBe('/v1/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'settled',
      payment_link_id: link.id,
      currency: 'USDT',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
      limit: '5',
      offset: '0',
    });
    expect(upstream?.headers.get('x-on-behalf-of')).toBeNull();

    const bad = await p.call('GET', '/transactions?status=refunded');
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', param: 'status' } } });
    for (const [query, param] of [
      ['limit=500', 'limit'],
      ['limit=NaN', 'limit'],
      ['offset=-3', 'offset'],
    ]) {
      expect(await p.call('GET', `/transactions?${query}`)).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', param } } });
    }
    // The list, then its one link read for the description (transaction-descriptions.test.ts); the refused queries asked nothing.
    expect(since().map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /v1/transactions', `GET /v1/payment-links/${link.id}`]);
  });
});
