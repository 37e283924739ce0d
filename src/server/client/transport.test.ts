import { describe, expect, it, vi } from 'vitest';
import {
  AuthenticationError,
  InternalServerError,
  PaykitConnectionError,
  PaykitError,
  PaykitTimeoutError,
  RateLimitError,
  UnprocessableEntityError,
} from '../../shared/errors';
import { createTransport } from './transport';

type Reply = Response | Error | (() => Promise<Response>);

/** A scripted upstream that records every request it saw. */
function scripted(...replies: Reply[]) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    const next = replies.shift();
    if (!next) throw new Error('no more scripted replies');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

const jsonReply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const envelope = (code: string, message: string) => ({ error: { code, message } });

/** An upstream that never answers: it fails only when the request's signal aborts, with its reason, as fetch does. */
async function hangUntilAborted(_: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal;
  await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()));
  throw signal?.reason;
}

function transport(fetch: typeof globalThis.fetch, extra: Partial<Parameters<typeof createTransport>[0]> = {}) {
  const waits: number[] = [];
  const t = createTransport({
    apiKey: 'sk_live_secret',
    baseUrl: 'https://api.example.com',
    fetch,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...extra,
  });
  return { t, waits };
}

describe('server client transport', () => {
  it('sends the key as "Bearer <key>", JSON bodies and x-on-behalf-of', async () => {
    const { fetch, seen } = scripted(jsonReply(201, { id: 'pl_1' }));
    const { t } = transport(fetch);
    const result = await t.request({ method: 'POST', path: '/v1/payment-links', body: { amount: '1.00' }, onBehalfOf: 'acct_9' });
    expect(result).toEqual({ id: 'pl_1' });
    const req = seen[0]!;
    expect(req.url).toBe('https://api.example.com/v1/payment-links');
    expect(req.headers.get('authorization')).toBe('Bearer sk_live_secret');
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(req.headers.get('x-on-behalf-of')).toBe('acct_9');
    expect(await req.text()).toBe('{"amount":"1.00"}');
  });

  it('keeps a base path and drops empty query values', async () => {
    const { fetch, seen } = scripted(jsonReply(200, {}));
    const { t } = transport(fetch, { baseUrl: 'http://localhost:5173/sandbox' });
    await t.request({ method: 'GET', path: '/v1/transactions', query: { status: 'settled', currency: undefined, limit: 5 } });
    expect(seen[0]!.url).toBe('http://localhost:5173/sandbox/v1/transactions?status=settled&limit=5');
  });

  it('refuses to send a key over plain HTTP except to loopback', () => {
    expect(() => createTransport({ apiKey: 'k', baseUrl: 'http://api.example.com' })).toThrow(/plain HTTP/);
    expect(() => createTransport({ apiKey: 'k', baseUrl: 'http://10.0.0.5:4010' })).toThrow(PaykitError);
    for (const ok of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010', 'https://api.example.com']) {
      expect(() => createTransport({ apiKey: 'k', baseUrl: ok })).not.toThrow();
    }
    expect(() => createTransport({ apiKey: '', baseUrl: 'https://x.test' })).toThrow(/apiKey/);
    expect(() => createTransport({ apiKey: 'k', baseUrl: 'not a url' })).toThrow(/baseUrl/);
  });

  it('turns error envelopes into typed errors with status, code, message and request id', async () => {
    const { fetch } = scripted(jsonReply(422, envelope('unprocessable_entity', 'Quote expired'), { 'x-request-id': 'req_42' }));
    const { t } = transport(fetch);
    const error = await t.request({ method: 'POST', path: '/api/v1/fx/conversions', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ name: 'UnprocessableEntityError', status: 422, code: 'unprocessable_entity', message: 'Quote expired', requestId: 'req_42' });
  });

  it('does not retry a 4xx other than 429', async () => {
    const { fetch } = scripted(jsonReply(401, envelope('unauthorized', 'Invalid API key')));
    const { t } = transport(fetch);
    await expect(t.request({ method: 'GET', path: '/v1/accounts/me' })).rejects.toBeInstanceOf(AuthenticationError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries 429 on any method, honouring Retry-After in seconds (capped)', async () => {
    const { fetch } = scripted(
      jsonReply(429, envelope('rate_limited', 'slow down'), { 'retry-after': '3' }),
      jsonReply(429, envelope('rate_limited', 'slow down'), { 'retry-after': '3600' }),
      jsonReply(201, { payment_id: 'pay_1' }),
    );
    const { t, waits } = transport(fetch, { maxRetries: 2, maxRetryDelayMs: 20_000 });
    await expect(t.request({ method: 'POST', path: '/v1/payments', body: {} })).resolves.toEqual({ payment_id: 'pay_1' });
    expect(waits).toEqual([3000, 20_000]);
  });

  it('gives up after maxRetries with the last typed error', async () => {
    const limited = () => jsonReply(429, envelope('rate_limited', 'slow down'), { 'retry-after': '1' });
    const { fetch } = scripted(limited(), limited(), limited());
    const { t } = transport(fetch, { maxRetries: 2 });
    const error = await t.request({ method: 'GET', path: '/v1/payment-links' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries 5xx and network errors for GET with growing jittered backoff', async () => {
    const { fetch } = scripted(jsonReply(503, envelope('internal_error', 'busy')), new TypeError('fetch failed'), jsonReply(200, { ok: true }));
    const { t, waits } = transport(fetch, { maxRetries: 3, random: () => 0 });
    await expect(t.request({ method: 'GET', path: '/v1/payment-links' })).resolves.toEqual({ ok: true });
    // backoff 500 ms then 1000 ms; with random() = 0 the wait is half of it.
    expect(waits).toEqual([250, 500]);
  });

  it('never retries 5xx or network errors for POST (the payment may exist)', async () => {
    const a = scripted(jsonReply(500, envelope('internal_error', 'oops')));
    await expect(transport(a.fetch).t.request({ method: 'POST', path: '/v1/payments', body: {} })).rejects.toBeInstanceOf(InternalServerError);
    expect(a.fetch).toHaveBeenCalledTimes(1);
    const b = scripted(new TypeError('socket hang up'));
    await expect(transport(b.fetch).t.request({ method: 'POST', path: '/v1/payments', body: {} })).rejects.toBeInstanceOf(PaykitConnectionError);
    expect(b.fetch).toHaveBeenCalledTimes(1);
  });

  it('times out an attempt that hangs', async () => {
    const { t } = transport(hangUntilAborted, { timeoutMs: 20, maxRetries: 0 });
    await expect(t.request({ method: 'GET', path: '/v1/accounts/me' })).rejects.toBeInstanceOf(PaykitTimeoutError);
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const { t } = transport(hangUntilAborted, { maxRetries: 3 });
    const pending = t.request({ method: 'GET', path: '/v1/accounts/me', signal: controller.signal });
    controller.abort(new Error('user left'));
    await expect(pending).rejects.toThrow('user left');
  });

  it('never puts the API key in an error message', async () => {
    const { fetch } = scripted(new TypeError('connect ECONNREFUSED'));
    const error = (await transport(fetch)
      .t.request({ method: 'GET', path: '/v1/accounts/me' })
      .catch((e: unknown) => e)) as Error;
    expect(error.message).not.toContain('sk_live_secret');
    expect(JSON.stringify(error)).not.toContain('sk_live_secret');
  });

  it('redacts the key from messages an upstream or a network layer echoes back', async () => {
    const echo = scripted(jsonReply(400, envelope('invalid_request', 'bad key sk_live_secret here')), new TypeError('boom sk_live_secret'));
    const { t } = transport(echo.fetch);
    const first = (await t.request({ method: 'POST', path: '/v1/payments', body: {} }).catch((e: unknown) => e)) as Error;
    const second = (await t.request({ method: 'POST', path: '/v1/payments', body: {} }).catch((e: unknown) => e)) as Error;
    expect(first.message).toBe('bad key [redacted] here');
    expect(second.message).toBe('POST /v1/payments failed: boom [redacted]');
    expect(String((second.cause as Error).message)).not.toContain('sk_live_secret');
  });

  it('reports a non-JSON success body instead of returning garbage', async () => {
    const { fetch } = scripted(new Response('<html>proxy</html>', { status: 200 }));
    await expect(transport(fetch).t.request({ method: 'GET', path: '/v1/accounts/me' })).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('deadlines and redirects', () => {
  it('asks the runtime not to follow redirects, and treats a 3xx as an error', async () => {
    const { fetch, seen } = scripted(new Response(null, { status: 307, headers: { location: 'https://elsewhere.example/v1/payments/pay_1' } }));
    const { t } = transport(fetch);
    await expect(t.request({ method: 'GET', path: '/v1/payments/pay_1' })).rejects.toMatchObject({ status: 307, code: 'unexpected_redirect' });
    expect(seen[0]?.redirect).toBe('manual');
  });

  it('makes no retry whose wait would end past the deadline: the error comes back at once', async () => {
    const { fetch, seen } = scripted(jsonReply(429, envelope('rate_limited', 'slow down'), { 'retry-after': '30' }), jsonReply(200, { ok: true }));
    const { t, waits } = transport(fetch);
    const refusal = t.request({ method: 'GET', path: '/v1/payments/pay_1', deadline: Date.now() + 10_000 });
    await expect(refusal).rejects.toBeInstanceOf(RateLimitError);
    expect([seen.length, waits]).toEqual([1, []]);
  });

  it('sends nothing once the deadline has passed', async () => {
    const { fetch, seen } = scripted(jsonReply(200, { ok: true }));
    const { t } = transport(fetch);
    await expect(t.request({ method: 'GET', path: '/v1/payments/pay_1', deadline: Date.now() - 1 })).rejects.toBeInstanceOf(PaykitTimeoutError);
    expect(seen).toEqual([]);
  });
});

describe('a sandbox that restarted', () => {
  it('is noticed when its instance id changes between two answers, and said once per change', async () => {
    const instance = (id: string) => jsonReply(200, { ok: true }, { 'paykit-sandbox-instance': id });
    const { fetch } = scripted(instance('sbx_a'), instance('sbx_a'), instance('sbx_b'), instance('sbx_b'), jsonReply(200, { ok: true }));
    const restarts: Array<[string, string]> = [];
    const { t } = transport(fetch, { onSandboxRestart: (previous, current) => restarts.push([previous, current]) });
    for (let i = 0; i < 5; i++) await t.request({ method: 'GET', path: '/v1/accounts/me' });
    expect(restarts).toEqual([['sbx_a', 'sbx_b']]);
  });
});
