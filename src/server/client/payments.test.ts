/** The payments part of the server client: what goes over the wire for each method. */
import { describe, expect, it } from 'vitest';
import { NotFoundError, PaykitUpstreamInvalidError } from '../../shared/errors';
import { serviceAnswer } from '../../../test/fixtures/service-answers';
import { createPaykitClient } from '.';

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

function recordingClient(answer?: () => Response) {
  const sent: Sent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    // Like a real fetch, refuse at once when the caller's signal has already fired.
    if (init?.signal?.aborted) throw init.signal.reason;
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    sent.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    return answer ? answer() : Response.json(serviceAnswer(request.method, url.pathname));
  };
  const client = createPaykitClient({ apiKey: 'sk_test', baseUrl: 'https://api.example.com', fetch: fetchImpl, maxRetries: 0 });
  return { client, sent };
}

describe('payments client requests', () => {
  it.each([
    ['accounts.retrieveMe', (c: Client) => c.accounts.retrieveMe(), 'GET', '/v1/accounts/me', undefined],
    ['balances.list', (c: Client) => c.balances.list(), 'GET', '/v1/accounts/me/wallet/balances', undefined],
    ['balances.listForAccount', (c: Client) => c.balances.listForAccount('acct_1/x'), 'GET', '/api/v1/accounts/acct_1%2Fx/wallet/balances', undefined],
    [
      'payments.create',
      (c: Client) => c.payments.create({ currency: 'USDT', amount: 10, reference: 'order-1' }),
      'POST',
      '/v1/payments',
      { currency: 'USDT', amount: 10, reference: 'order-1' },
    ],
    ['payments.retrieve', (c: Client) => c.payments.retrieve('pay_1?x'), 'GET', '/v1/payments/pay_1%3Fx', undefined],
    [
      'paymentLinks.create',
      (c: Client) => c.paymentLinks.create({ amount: '5.00', currency: 'BTC', description: 'd' }),
      'POST',
      '/v1/payment-links',
      { amount: '5.00', currency: 'BTC', description: 'd' },
    ],
    ['paymentLinks.retrieve', (c: Client) => c.paymentLinks.retrieve('pl_a b'), 'GET', '/v1/payment-links/pl_a%20b', undefined],
    ['transactions.retrieve', (c: Client) => c.transactions.retrieve('txn_1'), 'GET', '/v1/transactions/txn_1', undefined],
    [
      'sandbox.simulatePayment',
      (c: Client) => c.sandbox.simulatePayment('pay_1', { status: 'underpaid', amount_received: '4.00' }),
      'POST',
      '/v1/sandbox/payments/pay_1/simulate',
      { status: 'underpaid', amount_received: '4.00' },
    ],
  ])('%s sends %s %s', async (_name, run, method, path, body) => {
    const { client, sent } = recordingClient();
    await run(client);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method, path, body });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer sk_test');
    expect(sent[0]?.headers.get('x-on-behalf-of')).toBeNull();
    expect(sent[0]?.headers.get('content-type')).toBe(body === undefined ? null : 'application/json');
  });

  it('sends list parameters as query strings and leaves out the ones not given', async () => {
    const { client, sent } = recordingClient();
    await client.paymentLinks.list();
    await client.paymentLinks.list({ status: 'paid', limit: 5, offset: 10 });
    await client.transactions.list({
      status: 'settled',
      payment_link_id: 'pl_1',
      currency: 'USDT',
      from: '2026-01-01T00:00:00Z',
      to: '2026-02-01',
      limit: 100,
      offset: undefined,
    });
    expect(sent.map((s) => [s.path, s.query])).toEqual([
      ['/v1/payment-links', {}],
      ['/v1/payment-links', { status: 'paid', limit: '5', offset: '10' }],
      ['/v1/transactions', { status: 'settled', payment_link_id: 'pl_1', currency: 'USDT', from: '2026-01-01T00:00:00Z', to: '2026-02-01', limit: '100' }],
    ]);
  });

  it('acts for a connected account with onBehalfOf', async () => {
    const { client, sent } = recordingClient();
    await client.balances.list({ onBehalfOf: 'acct_42' });
    await client.payments.create({ currency: 'USDT', amount: '1', reference: 'r' }, { onBehalfOf: 'acct_42' });
    await client.transactions.list({}, { onBehalfOf: 'acct_42' });
    expect(sent.map((s) => s.headers.get('x-on-behalf-of'))).toEqual(['acct_42', 'acct_42', 'acct_42']);
  });

  it('surfaces the service’s error envelope as a typed error', async () => {
    const { client } = recordingClient(() =>
      Response.json({ error: { code: 'not_found', message: 'No payment link with id "pl_x"' } }, { status: 404, headers: { 'x-request-id': 'req_9' } }),
    );
    const error = await client.paymentLinks.retrieve('pl_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No payment link with id "pl_x"', requestId: 'req_9' });
  });

  it('passes the caller’s signal through, so an abort stops the call', async () => {
    const { client, sent } = recordingClient();
    const controller = new AbortController();
    controller.abort(new Error('user left'));
    await expect(client.accounts.retrieveMe({ signal: controller.signal })).rejects.toThrow('user left');
    await expect(client.sandbox.simulatePayment('pay_1', { status: 'settled' }, { signal: controller.signal })).rejects.toThrow('user left');
    expect(sent).toEqual([]);
  });
});

describe('answers read at the edge', () => {
  const linkPage = (amount: unknown) => ({
    data: [
      { id: 'pl_1', url: 'https://pay.example/pl_1', amount: '5.00', currency: 'BTC', status: 'active', created_at: '2026-01-15T09:00:00Z' },
      { id: 'pl_2', url: 'https://pay.example/pl_2', amount, currency: 'BTC', status: 'active', created_at: '2026-01-15T09:00:00Z', note: 'Ada Lovelace' },
    ],
    total: 2,
    limit: 20,
    offset: 0,
  });

  it('a field the kit reads of the wrong kind is a PaykitUpstreamInvalidError naming the operation and the path, not the answer', async () => {
    const { client } = recordingClient(() => Response.json(linkPage(12.5)));
    const error = await client.paymentLinks.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaykitUpstreamInvalidError);
    expect(error).toMatchObject({ operation: 'paymentLinks.list', field: 'data[1].amount', code: 'upstream_invalid', status: 200 });
    const text = `${(error as Error).message} ${(error as Error).stack}`;
    for (const value of ['pl_2', 'Ada Lovelace', '12.5', 'https://pay.example']) expect(text).not.toContain(value);
  });

  it('a field the kit reads left out is refused too, and it is not retried', async () => {
    let calls = 0;
    const { client } = recordingClient(() => {
      calls++;
      const link = serviceAnswer('GET', '/v1/payment-links/pl_1') as Record<string, unknown>;
      delete link.status;
      return Response.json(link);
    });
    await expect(client.paymentLinks.retrieve('pl_1')).rejects.toMatchObject({ name: 'PaykitUpstreamInvalidError', field: 'status' });
    expect(calls).toBe(1);
  });

  it('fields the service adds are accepted (and not passed on); fields the service contract leaves out read as null', async () => {
    const { client } = recordingClient(() => Response.json(linkPage('7.00')));
    const page = await client.paymentLinks.list();
    expect(page.data[1]).toEqual({
      id: 'pl_2',
      url: 'https://pay.example/pl_2',
      amount: '7.00',
      currency: 'BTC',
      status: 'active',
      created_at: '2026-01-15T09:00:00Z',
    });
    const sparse = recordingClient(() =>
      Response.json({
        payment_id: 'pay_1',
        status: 'pending',
        amount: '1.00',
        currency: 'USDT',
        reference: 'r',
        amount_received: '0',
        expires_at: '2026-01-15T09:30:00Z',
        payer_instructions: { address: 'T1' },
      }),
    );
    expect(await sparse.client.payments.retrieve('pay_1')).toMatchObject({ tx_hash: null, settled_at: null, payment_link_id: null });
  });
});

type Client = ReturnType<typeof createPaykitClient>;
