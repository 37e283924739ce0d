/**
 * What a hostile browser can send, in-process: paths that try to leave the allowlist, headers
 * that try to act as someone else, amounts it tries to choose. Each refusal is checked to have
 * made no upstream call at all.
 */
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_KEY } from '../../../test/support/harness';
import { createProxyHarness, PROXY_BASE, SHOP_ORIGIN } from '../../../test/support/proxy-harness';
import { newIndividual } from '../../../test/fixtures/sandbox-accounts';

/** A harness where every operation would reach upstream if it were routed: a signed-in account and FX allowed. */
async function openHarness() {
  const p = await createProxyHarness();
  const account = await newIndividual(p.client);
  p.useHandler({ policies: { resolveAccount: () => account.connected_account_id, authorize: () => true } });
  return { p, accountId: account.connected_account_id };
}

const NOT_FOUND = { error: { code: 'not_found', message: 'No such operation' } };

describe('paths that try to leave the allowlist', () => {
  it.each([
    // `new Request` resolves plain and encoded dot segments itself; what is left must still be refused.
    '/api/paykit/%2e%2e/v1/accounts/me',
    '/api/paykit/%2E%2E/v1/accounts/me',
    '/api/paykit/.%2e/.%2e/v1/accounts/me',
    '/api/paykit/payments/pay_x/%2e%2e/%2e%2e/%2e%2e/v1/accounts/me',
    '/api/paykit/../v1/accounts/me',
    '/api/paykit/payments/pay_1%2F..%2F..%2F..%2Fv1%2Faccounts%2Fme',
    '/api/paykit/payments/pay_1%2f..%2f..%2fbalances',
    '/api/paykit/payment-links/pl_1%2Fcheckout',
    '/api/paykit/payments/pay_1%5C..%5Cbalances',
    '/api/paykit/payments/pay_1%5c',
    '/api/paykit//payments/pay_1',
    '/api/paykit/payments//pay_1',
    '/api/paykit/balances//',
    '/api/paykit/https://evil.example/v1/payments',
    '/api/paykit/http:%2F%2Fevil',
    '/api/paykit/http:%2f%2fevil.example%2fv1%2fpayments',
    '/api/paykit/payments/pay_1%00',
    '/api/paykit/payments/pay_1%0d%0ax-on-behalf-of:%20acct_victim',
    '/v1/accounts/me',
    '/api/v1/accounts/acct_victim/wallet/balances',
    '/api/paykitbalances',
    '/api/paykit',
    '/api/paykit/',
    '/api/paykit/accounts/me',
    // Beside real operations (links' list and create, one transaction): nothing deeper exists.
    '/api/paykit/payment-links/pl_1/transactions',
    '/api/paykit/transactions/txn_1/refund',
    '/api/paykit/onboarding/accounts',
    '/api/paykit/webhooks/we_1',
    '/api/paykit/sandbox/payments/pay_1/simulate',
    '/api/paykit/payments/pay_1/events/extra',
  ])('GET and POST %s answer the 404 envelope with no upstream call', async (path) => {
    const { p } = await openHarness();
    for (const method of ['GET', 'POST']) {
      const response = await p.handler(
        new Request(`${SHOP_ORIGIN}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : null }),
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    expect(p.upstream).toEqual([]);
  });

  it.each([
    ['DELETE', '/payments/pay_1'],
    ['PUT', '/payments/pay_1'],
    ['PATCH', '/onboarding/account'],
    ['GET', '/payments'],
    ['POST', '/payments/pay_1'],
    ['GET', '/webhooks'],
    ['GET', '/payment-links/pl_1/checkout'],
    ['POST', '/balances'],
    ['POST', '/transactions'],
    ['POST', '/transactions/txn_1'],
    ['PUT', '/payment-links'],
    ['GET', '/fx/quotes'],
    ['GET', '/onboarding/kyc'],
    ['HEAD', '/payments/pay_1'],
  ])('%s %s answers 405 with no upstream call', async (method, path) => {
    const { p } = await openHarness();
    const response = await p.handler(new Request(`${PROXY_BASE}${path}`, { method }));
    expect(response.status).toBe(405);
    if (method !== 'HEAD') expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: `${method} is not allowed here` } });
    expect(p.upstream).toEqual([]);
  });

  it.each([
    ['GET', '/payments/txn_123', 'No such payment'],
    ['GET', '/payments/pay_', 'No such payment'],
    ['GET', '/payments/PAY_123', 'No such payment'],
    ['GET', '/payments/acct_123/events', 'No such payment'],
    ['GET', '/payment-links/pay_123', 'No such payment link'],
    ['GET', '/payment-links/pl_', 'No such payment link'],
    ['POST', '/payment-links/txn_1/checkout', 'No such payment link'],
    ['GET', '/fx/conversions/pay_1', 'No such conversion'],
    ['GET', '/fx/conversions/quote_1', 'No such conversion'],
    ['GET', '/transactions/pay_1', 'No such transaction'],
    ['GET', '/transactions/txn_', 'No such transaction'],
  ])('%s %s (an id without the right prefix) answers 404 before any upstream call', async (method, path, message) => {
    const { p } = await openHarness();
    const response = await p.call(method, path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message } });
    expect(p.upstream).toEqual([]);
  });
});

describe('headers the browser must not pass on', () => {
  const HOSTILE = {
    'x-on-behalf-of': 'acct_victim',
    authorization: 'Bearer sk_live_stolen',
    cookie: 'session=abc; demo_user=u1',
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    'x-request-id': 'req_forged',
    'idempotency-key': 'forged',
  };
  const ALLOWED_UPSTREAM_HEADERS = new Set(['authorization', 'accept', 'accept-encoding', 'content-type', 'x-on-behalf-of']);

  function expectOnlyServerHeaders(requests: Request[], onBehalfOf: string | null) {
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${TEST_API_KEY}`);
      expect(request.headers.get('x-on-behalf-of')).toBe(onBehalfOf);
      const names = [...request.headers.keys()];
      expect(names.filter((name) => !ALLOWED_UPSTREAM_HEADERS.has(name))).toEqual([]);
      expect(request.headers.get('cookie')).toBeNull();
      expect(request.headers.get('x-forwarded-for')).toBeNull();
      expect(request.headers.get('x-forwarded-host')).toBeNull();
    }
  }

  it('payments and links: the upstream sees only the server key and no x-on-behalf-of (the merchant did not ask for one)', async () => {
    const { p } = await openHarness();
    const link = await p.client.paymentLinks.create({ amount: '5.00', currency: 'USDT' });
    const since = p.mark();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' }, headers: HOSTILE });
    expect(created.status).toBe(201);
    expect((await p.call('GET', `/payment-links/${link.id}`, { headers: HOSTILE })).status).toBe(200);
    expect((await p.call('POST', `/payment-links/${link.id}/checkout`, { headers: HOSTILE })).status).toBe(201);
    // The dashboard's links are the platform's own too.
    expect((await p.call('POST', '/payment-links', { body: { amount: '3.00', currency: 'USDC' }, headers: HOSTILE })).status).toBe(201);
    expect((await p.call('GET', '/payment-links', { headers: HOSTILE })).status).toBe(200);
    expect((await p.call('GET', '/transactions/txn_unknown', { headers: HOSTILE })).status).toBe(404);
    expectOnlyServerHeaders(since(), null);
  });

  it('onboarding, balances and FX: x-on-behalf-of is always resolveAccount’s account, never the browser’s', async () => {
    const { p, accountId } = await openHarness();
    const since = p.mark();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/onboarding/account'],
      ['POST', '/onboarding/liveness'],
      ['GET', '/balances'],
      ['POST', '/fx/quotes', { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' }],
      ['GET', '/transactions'],
    ];
    for (const [method, path, body] of calls) {
      const response = await p.call(method, path, { headers: HOSTILE, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
    const recorded = since();
    // Account routes name the account in the path; wallet and FX routes in x-on-behalf-of.
    expectOnlyServerHeaders(
      recorded.filter((r) => r.url.includes('/api/v1/accounts/')),
      null,
    );
    expectOnlyServerHeaders(
      recorded.filter((r) => /balances|fx/.test(r.url)),
      accountId,
    );
    // The dashboard's transactions are the platform's own: no account header at all.
    expectOnlyServerHeaders(
      recorded.filter((r) => r.url.endsWith('/v1/transactions')),
      null,
    );
    expect(recorded.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `GET /api/v1/accounts/${accountId}`,
      `POST /api/v1/accounts/${accountId}/kyc/liveness`,
      'GET /v1/accounts/me/wallet/balances',
      'POST /api/v1/fx/quotes',
      'GET /v1/transactions',
    ]);
  });

  it('the merchant’s onBehalfOf from createPayment is what goes upstream, not the browser’s', async () => {
    const p = await createProxyHarness();
    const mine = await newIndividual(p.client, { email: 'mine@example.com' });
    const victim = await newIndividual(p.client, { email: 'victim@example.com' });
    p.useHandler({
      policies: { createPayment: () => ({ amount: '3.00', currency: 'USDT', reference: 'order-3', onBehalfOf: mine.connected_account_id }) },
    });
    const since = p.mark();
    const created = await p.call('POST', '/payments', {
      body: { order: 'x', onBehalfOf: victim.connected_account_id, connected_account_id: victim.connected_account_id },
      headers: { ...HOSTILE, 'x-on-behalf-of': victim.connected_account_id },
    });
    expect(created.status).toBe(201);
    expectOnlyServerHeaders(since(), mine.connected_account_id);
  });
});

describe('amounts and currencies come from the merchant', () => {
  it('ignores a client-sent amount, currency and reference: createPayment decides', async () => {
    const p = await createProxyHarness();
    const decide = vi.fn((_request: Request, body: Record<string, unknown>) =>
      body.order === 'tee' ? { amount: '25.00', currency: 'USDT' as const, reference: 'order-tee' } : null,
    );
    p.useHandler({ policies: { createPayment: decide } });
    const since = p.mark();
    const created = await p.call('POST', '/payments', {
      body: { order: 'tee', amount: '0.01', currency: 'BTC', reference: 'pl_someone_elses_link', payer_instructions: { address: 'T-evil' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: '25.00', currency: 'USDT', amount_due: '25.00', status: 'pending' });
    // The callback saw the untrusted body as data, and the request it came with.
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide.mock.calls[0]?.[1]).toEqual({
      order: 'tee',
      amount: '0.01',
      currency: 'BTC',
      reference: 'pl_someone_elses_link',
      payer_instructions: { address: 'T-evil' },
    });
    expect(decide.mock.calls[0]?.[0].url).toBe(`${PROXY_BASE}/payments`);
    const [upstream] = since();
    expect(upstream?.method).toBe('POST');
    expect(new URL(upstream?.url ?? '').pathname).toBe('/v1/payments');
    expect(await upstream?.json()).toEqual({ amount: '25.00', currency: 'USDT', reference: 'order-tee' });
    expect(since()).toHaveLength(1);
  });

  it('answers 400 with no upstream call when createPayment returns null', async () => {
    const p = await createProxyHarness();
    const response = await p.call('POST', '/payments', { body: { order: 'unknown', amount: '1.00', currency: 'USDT' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_request', message: 'This order cannot be paid' } });
    expect(p.upstream).toEqual([]);
  });

  it('answers 403 with no upstream call when the merchant configured no createPayment', async () => {
    const p = await createProxyHarness();
    p.useHandler({ policies: { createPayment: undefined } });
    const response = await p.call('POST', '/payments', { body: { amount: '1.00', currency: 'USDT', reference: 'x' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'forbidden', message: 'This shop does not create payments from the browser' } });
    expect(p.upstream).toEqual([]);
  });

  it('takes the hosted checkout’s amount from the link, not the browser', async () => {
    const p = await createProxyHarness();
    const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT' });
    const since = p.mark();
    const response = await p.call('POST', `/payment-links/${link.id}/checkout`, { body: { amount: '0.01', currency: 'BTC' } });
    expect(response.status).toBe(201);
    expect(response.body.payment).toMatchObject({ amount: '12.00', currency: 'USDT' });
    const create = since().find((r) => r.method === 'POST');
    expect(await create?.json()).toEqual({ amount: '12.00', currency: 'USDT', reference: link.id });
  });
});
