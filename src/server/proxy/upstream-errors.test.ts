/**
 * Upstream failures as the browser sees them: 429 → 503 with Retry-After, 5xx → 502, a wrong key
 * → 502, a hang → 504, a network error → 502; JSON envelopes that carry no API key, no upstream
 * message and no upstream URL — and the key reaches no log line or onError either.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mergeHandlerOptions } from '../../../test/support/merge-handler-options';
import { PROXY_BASE, scriptedClient } from '../../../test/support/proxy-harness';
import { createPaykitClient } from '../client';
import { createPaykitHandler } from './handler';
import type { PaykitHandlerOptions } from './options';

const API_KEY = 'sk_live_TOPSECRET_4f1c9e77a2';
const UPSTREAM_HOST = 'internal-api.payments.example';
const BASE_URL = `https://${UPSTREAM_HOST}`;
const MARKER = 'UPSTREAM-DETAIL-7731';

/** An upstream error body that tries hard to leak: the key, the URL and a recognisable message. */
const leakyError = (code: string) => ({ error: { code, message: `${MARKER}: key ${API_KEY} at ${BASE_URL}/v1/payments was refused` } });

type Answer = (request: Request) => Response | Promise<Response>;

function proxyWith(answer: Answer, extra: Partial<PaykitHandlerOptions> = {}, timeoutMs?: number) {
  const { client, upstream } = scriptedClient(answer, { apiKey: API_KEY, baseUrl: BASE_URL, ...(timeoutMs ? { timeoutMs } : {}) });
  const onError = vi.fn();
  const handler = createPaykitHandler(
    mergeHandlerOptions(
      {
        upstream: { client },
        limits: { rateLimit: false },
        policies: { resolveAccount: () => 'acct_customer1', createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'order-1' }) },
        onError,
      },
      extra,
    ),
  );
  return { handler, upstream, onError };
}

/** Everything a browser could see of a response, as one string. */
async function visible(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${response.status}\n${headers}\n\n${await response.text()}`;
}

function expectNoLeak(text: string) {
  expect(text).not.toContain(API_KEY);
  expect(text).not.toContain('TOPSECRET');
  expect(text).not.toContain(UPSTREAM_HOST);
  expect(text).not.toContain(MARKER);
  expect(text).not.toContain('/v1/');
}

const REQUESTS: Array<[string, string, string?]> = [
  // A payment the store lacks is never read back from a service that is not paykit's sandbox, so
  // the account is the browser's GET that always asks the service.
  ['GET', '/onboarding/account'],
  ['POST', '/payments', '{"order":"tee"}'],
  ['GET', '/balances'],
  ['GET', '/payment-links/pl_abc'],
];

const send = (handler: (r: Request) => Promise<Response>, [method, path, body]: [string, string, string?]) =>
  handler(new Request(`${PROXY_BASE}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body }));

let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => {
  for (const spy of consoleSpies) {
    // Nothing the proxy wrote to the console may carry the key.
    for (const call of spy.mock.calls)
      expect(call.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' ')).not.toContain(API_KEY);
    spy.mockRestore();
  }
});

describe('upstream failures', () => {
  it.each([
    [
      '429 with Retry-After',
      () => Response.json(leakyError('rate_limited'), { status: 429, headers: { 'retry-after': '7' } }),
      503,
      { code: 'upstream_busy', message: 'The payment service is busy; try again shortly' },
      '7',
    ],
    [
      '429 with a huge Retry-After (capped)',
      () => Response.json(leakyError('rate_limited'), { status: 429, headers: { 'retry-after': '86400' } }),
      503,
      { code: 'upstream_busy' },
      '60',
    ],
    ['429 without Retry-After', () => Response.json(leakyError('rate_limited'), { status: 429 }), 503, { code: 'upstream_busy' }, '5'],
    [
      '500',
      () => Response.json(leakyError('internal_error'), { status: 500 }),
      502,
      { code: 'upstream_error', message: 'The payment service had a problem; try again shortly' },
      null,
    ],
    [
      '503 with an HTML page',
      () => new Response(`<h1>${MARKER} ${BASE_URL}</h1>`, { status: 503, headers: { 'content-type': 'text/html' } }),
      502,
      { code: 'upstream_error' },
      null,
    ],
    [
      '401 (a wrong key)',
      () => Response.json(leakyError('unauthorized'), { status: 401 }),
      502,
      { code: 'upstream_refused', message: 'The payment service refused this server’s request; the merchant must check its configuration' },
      null,
    ],
    ['403 (a key without permission)', () => Response.json(leakyError('forbidden'), { status: 403 }), 502, { code: 'upstream_refused' }, null],
    ['a 200 that is not JSON', () => new Response(`${MARKER} ${API_KEY}`, { status: 200 }), 502, { code: 'upstream_invalid' }, null],
    [
      'a network error',
      () => Promise.reject(new TypeError(`fetch failed: getaddrinfo ENOTFOUND ${UPSTREAM_HOST} (${API_KEY})`)),
      502,
      { code: 'upstream_unreachable', message: 'The payment service could not be reached; try again shortly' },
      null,
    ],
  ] as const)('%s → %i with a clean JSON envelope', async (_name, answer, status, error, retryAfter) => {
    const { handler, upstream, onError } = proxyWith(answer);
    for (const request of REQUESTS) {
      const response = await send(handler, request);
      expect([request[1], response.status]).toEqual([request[1], status]);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('retry-after')).toBe(retryAfter);
      const text = await visible(response.clone());
      expectNoLeak(text);
      expect((await response.json()).error).toMatchObject(error);
    }
    expect(upstream).toHaveLength(REQUESTS.length);
    // The key did go upstream (that is where it belongs).
    expect(upstream[0]?.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
    // Every outage reaches the merchant's onError (their logs), and none carries the key.
    expect(onError).toHaveBeenCalledTimes(REQUESTS.length);
    for (const [reported] of onError.mock.calls) expectNoLeakIn(reported);
  });

  it('a hang past the client timeout → 504', async () => {
    const hang: Answer = async (request) => {
      await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve(), { once: true }));
      throw request.signal.reason;
    };
    const { handler } = proxyWith(hang, {}, 50);
    const started = Date.now();
    const response = await send(handler, ['GET', '/onboarding/account']);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(504);
    const text = await visible(response.clone());
    expectNoLeak(text);
    expect(await response.json()).toEqual({ error: { code: 'upstream_timeout', message: 'The payment service did not answer in time; try again' } });
  });

  it('passes request problems through with the service’s own code (they are about what the browser sent)', async () => {
    const { handler } = proxyWith(() =>
      Response.json({ error: { code: 'unprocessable_entity', message: 'capabilities may be activated only once approved' } }, { status: 422 }),
    );
    const response = await send(handler, ['POST', '/onboarding/liveness']);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'unprocessable_entity', message: 'capabilities may be activated only once approved' } });
  });
});

describe('real sockets', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  function realClientHandler(baseUrl: string, timeoutMs: number) {
    const client = createPaykitClient({ apiKey: API_KEY, baseUrl, timeoutMs, maxRetries: 0 });
    return createPaykitHandler({ upstream: { client }, limits: { rateLimit: false } });
  }

  it('an upstream that accepts the connection and never answers → 504', async () => {
    server = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const response = await realClientHandler(`http://127.0.0.1:${port}`, 100)(new Request(`${PROXY_BASE}/payment-links/pl_hang`));
    expect(response.status).toBe(504);
    const text = await visible(response);
    expectNoLeak(text);
    expect(text).not.toContain(String(port));
  });

  it('an upstream port with nothing listening → 502', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const response = await realClientHandler(`http://127.0.0.1:${port}`, 2000)(new Request(`${PROXY_BASE}/payment-links/pl_refused`));
    expect(response.status).toBe(502);
    const text = await visible(response);
    expectNoLeak(text);
    expect(text).toContain('upstream_unreachable');
    expect(text).not.toContain('ECONNREFUSED');
  });
});

/** Everything a logger could print of an error: message, stack, JSON and cause. */
function expectNoLeakIn(error: unknown): void {
  const cause = (error as Error).cause as Error | undefined;
  const seen = [String(error), (error as Error).stack, JSON.stringify(error), String(cause ?? ''), cause?.stack ?? ''].join('\n');
  expect(seen).not.toContain(API_KEY);
}

describe('the API key in errors and logs', () => {
  it('never reaches onError, from a batch of failing requests and a throwing merchant callback', async () => {
    let n = 0;
    const answers: Answer[] = [
      () => Response.json(leakyError('internal_error'), { status: 500 }),
      () => Response.json(leakyError('unauthorized'), { status: 401 }),
      () => Promise.reject(new TypeError(`connect ECONNREFUSED ${API_KEY}`)),
      () => new Response('not json', { status: 200 }),
    ];
    const { handler, onError } = proxyWith((request) => (answers[n++ % answers.length] as Answer)(request), {
      policies: {
        createPayment: () => {
          throw new Error('order service unavailable');
        },
      },
    });
    for (let i = 0; i < 8; i++) {
      for (const request of REQUESTS) expectNoLeak(await visible(await send(handler, request)));
    }
    // The merchant's own failure is reported — and nothing reported carries the key.
    expect(onError).toHaveBeenCalled();
    for (const [error] of onError.mock.calls) expectNoLeakIn(error);
    expect(onError.mock.calls.some(([error]) => (error as Error).message === 'order service unavailable')).toBe(true);
  });

  it('is not in a successful answer either', async () => {
    const payment = {
      payment_id: 'pay_ok1',
      status: 'pending',
      amount: '25.00',
      currency: 'USDT',
      reference: 'order-1',
      amount_received: '0.00',
      expires_at: '2026-01-15T09:30:00.000Z',
      payer_instructions: { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'tron', api_key_echo: API_KEY, upstream: BASE_URL },
    };
    const { handler } = proxyWith(() => Response.json(payment, { status: 201 }));
    const response = await send(handler, ['POST', '/payments', '{"order":"tee"}']);
    expect(response.status).toBe(201);
    // Views are built field by field: extra upstream fields never reach the browser.
    expectNoLeak(await visible(response));
  });
});
