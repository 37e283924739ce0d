/** The server client's sandbox list and clock methods: what goes over the wire. */
import { describe, expect, it } from 'vitest';
import { createPaykitClient } from '.';

function recorder() {
  const seen: { method: string; url: string; headers: Headers }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    const isClock = new URL(request.url).pathname.endsWith('/clock');
    return Promise.resolve(Response.json(isClock ? { now: '2026-01-15T09:00:00.000Z', pending_tasks: 0 } : { data: [], total: 0, limit: 20, offset: 0 }));
  };
  const client = createPaykitClient({ apiKey: 'sk_test_x', baseUrl: 'https://api.example.com/root', fetch, maxRetries: 0 });
  return { client, seen };
}

describe('sandbox list and clock methods', () => {
  it('send GETs with only the query values given', async () => {
    const { client, seen } = recorder();
    await client.sandbox.listPayments();
    await client.sandbox.listPayments({ limit: 50, offset: 5, status: 'underpaid' });
    await client.sandbox.listAccounts({ verification_status: 'in_review' });
    await client.sandbox.listPayouts({ limit: 100 }, { onBehalfOf: 'acct_1' });
    await client.sandbox.clock();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://api.example.com/root/v1/sandbox/payments',
      'GET https://api.example.com/root/v1/sandbox/payments?limit=50&offset=5&status=underpaid',
      'GET https://api.example.com/root/api/v1/sandbox/accounts?verification_status=in_review',
      'GET https://api.example.com/root/api/v1/sandbox/payouts?limit=100',
      'GET https://api.example.com/root/v1/sandbox/clock',
    ]);
    expect(seen[3]?.headers.get('x-on-behalf-of')).toBe('acct_1');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer sk_test_x');
  });
});
