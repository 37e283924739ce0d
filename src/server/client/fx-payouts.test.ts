import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../../shared/errors';
import { serviceAnswer } from '../../../test/fixtures/service-answers';
import { createPaykitClient } from './index';

/** A recording upstream: a well-formed answer of the resource asked for, or `body` with `status`. */
function recorder(status = 200, body?: unknown) {
  const seen: { method: string; url: string; headers: Headers; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: text ? JSON.parse(text) : undefined });
    const answer = body ?? serviceAnswer(request.method, new URL(request.url).pathname);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const client = createPaykitClient({ apiKey: 'sk_test_x', baseUrl: 'https://api.example.com/root', fetch, maxRetries: 0 });
  return { client, seen };
}

describe('fx client', () => {
  it('sends quotes, conversions and retrievals under /api/v1 with x-on-behalf-of when asked', async () => {
    const { client, seen } = recorder();
    await client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '100' }, { onBehalfOf: 'acct_1' });
    await client.fx.createConversion({ sell_currency: 'AUD', buy_currency: 'USDT', buy_amount: 5, conversion_type: 'quote', quote_id: 'quote_1' });
    await client.fx.retrieveConversion('conv_a/b');
    await client.sandbox.simulateConversion('conv_1', { status: 'failed', failure_reason: 'no liquidity' });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://api.example.com/root/api/v1/fx/quotes',
      'POST https://api.example.com/root/api/v1/fx/conversions',
      'GET https://api.example.com/root/api/v1/fx/conversions/conv_a%2Fb',
      'POST https://api.example.com/root/api/v1/sandbox/fx/conversions/conv_1/simulate',
    ]);
    expect(seen[0]?.headers.get('x-on-behalf-of')).toBe('acct_1');
    expect(seen[1]?.headers.get('x-on-behalf-of')).toBeNull();
    expect(seen[1]?.body).toEqual({ sell_currency: 'AUD', buy_currency: 'USDT', buy_amount: 5, conversion_type: 'quote', quote_id: 'quote_1' });
    expect(seen[3]?.body).toEqual({ status: 'failed', failure_reason: 'no liquidity' });
  });

  it('surfaces business-rule failures as typed errors', async () => {
    const { client } = recorder(422, { error: { code: 'unprocessable_entity', message: 'Quote quote_1 expired at 2026-01-15T09:00:30.000Z; request a new quote' } });
    const error = await client.fx
      .createConversion({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '100', conversion_type: 'quote', quote_id: 'quote_1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ status: 422, code: 'unprocessable_entity', message: expect.stringMatching(/expired at/) });
  });
});

describe('payouts client', () => {
  it('creates, retrieves and simulates payouts under /api/v1', async () => {
    const { client, seen } = recorder();
    const destination = { type: 'bank_account', account_name: 'Jane', bsb: '062-000', account_number: '123456' } as const;
    await client.payouts.create({ currency: 'AUD', amount: '10.00', destination }, { onBehalfOf: 'acct_2' });
    await client.payouts.retrieve('po_1', { onBehalfOf: 'acct_2' });
    await client.sandbox.simulatePayout('po_1', { status: 'completed' });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://api.example.com/root/api/v1/payouts',
      'GET https://api.example.com/root/api/v1/payouts/po_1',
      'POST https://api.example.com/root/api/v1/sandbox/payouts/po_1/simulate',
    ]);
    expect(seen[0]?.body).toEqual({ currency: 'AUD', amount: '10.00', destination });
    expect(seen[1]?.headers.get('x-on-behalf-of')).toBe('acct_2');
    expect(seen[2]?.body).toEqual({ status: 'completed' });
  });
});
