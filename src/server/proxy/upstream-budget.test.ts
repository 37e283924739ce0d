/**
 * The browser's wait is the proxy's budget: an upstream that asks for a long Retry-After, hangs,
 * redirects elsewhere or answers nonsense costs the browser at most the budget, and a browser
 * that gives up stops the upstream work it started.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeHandlerOptions } from '../../../test/support/merge-handler-options';
import { createPaykitClient } from '../client';
import { createPaykitHandler } from './handler';
import type { PaykitHandlerOptions } from './options';

const PROXY = 'https://shop.example/api/paykit';
const PAYMENT_ID = 'pay_1a2b3c4d5e6f7g8h9i0j';
const LINK_ID = 'pl_1a2b3c4d5e6f7g8h9i0j';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A client as the proxy makes one (its own retries and per-attempt timeout), over a scripted upstream. */
function proxyOver(
  answer: (request: Request) => Promise<Response> | Response,
  extra: Partial<PaykitHandlerOptions> = {},
  client: { timeoutMs?: number; maxRetries?: number } = {},
) {
  const upstream: Request[] = [];
  const onError = vi.fn();
  const handler = createPaykitHandler(
    mergeHandlerOptions(
      {
        upstream: {
          client: createPaykitClient({
            apiKey: 'sk_test_budget',
            baseUrl: 'https://api.service.example',
            ...client,
            fetch: async (input, init) => {
              const request = new Request(input, init);
              upstream.push(request);
              return answer(request);
            },
          }),
        },
        limits: { rateLimit: false },
        policies: { createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'order-1' }) },
        onError,
      },
      extra,
    ),
  );
  return { handler, upstream, onError };
}

/** An upstream that answers only when the request is aborted, failing as fetch does. */
function hang(request: Request): Promise<Response> {
  return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)));
}

// A payment link: a read that always asks the service (a payment the store lacks is read back only from paykit's sandbox).
const read = (handler: (r: Request) => Promise<Response>, init: RequestInit = {}) => handler(new Request(`${PROXY}/payment-links/${LINK_ID}`, init));

describe('the upstream budget', () => {
  it('answers a 429 asking for 30 s at once with 503 and Retry-After, without waiting or asking again', async () => {
    const { handler, upstream } = proxyOver(() =>
      Response.json({ error: { code: 'rate_limited', message: 'slow down' } }, { status: 429, headers: { 'retry-after': '30' } }),
    );
    const answer = await handler(new Request(`${PROXY}/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(upstream).toHaveLength(1);
  });

  it('gives a hanging upstream no more than the budget, then 504', async () => {
    const { handler, upstream } = proxyOver(hang, { upstream: { budgetMs: 50 } }, { timeoutMs: 30_000 });
    const answer = await read(handler);
    expect(answer.status).toBe(504);
    expect(upstream).toHaveLength(1);
    expect(upstream[0]?.signal.aborted).toBe(true);
  });

  it('stops the upstream request and every retry when the browser gives up, and tells nobody of an error', async () => {
    const { handler, upstream, onError } = proxyOver(hang, {}, { timeoutMs: 30_000, maxRetries: 2 });
    const browser = new AbortController();
    const answer = read(handler, { signal: browser.signal });
    await vi.waitFor(() => expect(upstream).toHaveLength(1));
    browser.abort();
    await answer;
    expect(upstream[0]?.signal.aborted).toBe(true);
    expect(upstream).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('upstream answers the proxy does not trust', () => {
  it('does not follow a redirect: 502, and the other host is never asked', async () => {
    const elsewhere = vi.fn();
    const other = await listen((req, res) => {
      elsewhere(req.url);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ payment_id: PAYMENT_ID, status: 'settled' }));
    });
    const service = await listen((req, res) => res.writeHead(302, { location: `${other}${req.url ?? '/'}` }).end());
    const onError = vi.fn();
    const handler = createPaykitHandler({ upstream: { apiKey: 'sk_test_redirect', baseUrl: service }, limits: { rateLimit: false }, onError });
    const answer = await read(handler);
    expect(answer.status).toBe(502);
    expect(await answer.text()).not.toContain('settled');
    expect(elsewhere).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('answers 502 (not 500) for a created payment without what a payer needs, and tells the merchant', async () => {
    const { handler, onError } = proxyOver(() => Response.json({ payment_id: PAYMENT_ID, status: 'pending' }, { status: 201 }));
    const answer = await handler(new Request(`${PROXY}/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(answer.status).toBe(502);
    expect((await answer.json()).error.code).toBe('upstream_invalid');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
