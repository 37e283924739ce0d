import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../test/support/harness';

describe('sandbox routing and authentication', () => {
  it('answers unknown paths with a JSON 404 envelope, never HTML', async () => {
    const { call } = createHarness();
    const res = await call('GET', '/v1/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.error.code).toBe('not_found');
    const outside = await call('GET', '/elsewhere');
    expect(outside.status).toBe(404);
    expect(outside.body.error.code).toBe('not_found');
  });

  it.each([
    ['missing', undefined],
    ['colon separator', 'Bearer: sk_test_harness_0123456789'],
    ['lower-case scheme', 'bearer sk_test_harness_0123456789'],
    ['two spaces', 'Bearer  sk_test_harness_0123456789'],
    ['basic scheme', 'Basic c2tfdGVzdA=='],
    ['wrong key', 'Bearer sk_test_wrong'],
    ['empty key', 'Bearer '],
  ])('refuses a %s Authorization header with 401 unauthorized', async (_name, header) => {
    const { sandbox } = createHarness();
    const headers: Record<string, string> = header === undefined ? {} : { authorization: header };
    const res = await sandbox.handler(new Request('http://127.0.0.1/v1/sandbox/clock', { headers }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('serves the same route under /v1 and /api/v1 and under any mount path', async () => {
    const { sandbox, call } = createHarness();
    for (const path of ['/v1/sandbox/clock', '/api/v1/sandbox/clock']) {
      expect((await call('GET', path)).status).toBe(200);
    }
    const mounted = await sandbox.handler(
      new Request('http://localhost:5173/sandbox/api/v1/sandbox/clock', { headers: { authorization: `Bearer ${sandbox.apiKey}` } }),
    );
    expect(mounted.status).toBe(200);
  });

  it('rejects plain HTTP off loopback, and allows it on loopback', async () => {
    const { sandbox } = createHarness();
    const auth = { authorization: `Bearer ${sandbox.apiKey}` };
    expect((await sandbox.handler(new Request('http://api.example.com/v1/sandbox/clock', { headers: auth }))).status).toBe(403);
    expect((await sandbox.handler(new Request('https://api.example.com/v1/sandbox/clock', { headers: auth }))).status).toBe(200);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/sandbox/clock', { raw: '{"advance_seconds": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'])(
    'refuses a JSON body sent as %s with 400 invalid_request naming content-type, as the service does, and creates nothing',
    async (type) => {
      const { call, client } = createHarness();
      const answer = await call('POST', '/v1/payments', {
        raw: JSON.stringify({ amount: '1.00', currency: 'USDT', reference: 'r' }),
        headers: { 'content-type': type },
      });
      expect([answer.status, answer.body]).toEqual([
        400,
        { error: { code: 'invalid_request', message: 'Content-Type must be application/json', param: 'content-type' } },
      ]);
      expect((await client.sandbox.listPayments()).total).toBe(0);
    },
  );

  it('refuses a declared non-JSON Content-Type even over an empty body; no Content-Type and no body reads as {}', async () => {
    const { call } = createHarness();
    const plain = await call('POST', '/v1/sandbox/clock', { raw: '', headers: { 'content-type': 'text/plain' } });
    expect([plain.status, plain.body.error.param]).toEqual([400, 'content-type']);
    const bare = await call('POST', '/v1/sandbox/clock', {});
    expect([bare.status, bare.body.error.param]).toEqual([400, 'advance_seconds']);
    // Bytes, not a string: a Request sends a string body as text/plain itself.
    const untyped = await call('POST', '/v1/payments', { raw: new TextEncoder().encode('{"amount":"1.00","currency":"USDT","reference":"r"}') });
    expect([untyped.status, untyped.body.error.param]).toEqual([400, 'content-type']);
    const typed = await call('POST', '/v1/payments', {
      body: { amount: '1.00', currency: 'USDT', reference: 'r' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(typed.status).toBe(201);
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const { call } = createHarness();
    const res = await call('DELETE', '/v1/sandbox/clock');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });

  it('advances the virtual clock through the control route', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/sandbox/clock', { body: { advance_seconds: 90 } });
    expect(res.status).toBe(200);
    expect(res.body.now).toBe(new Date(TEST_START + 90_000).toISOString());
    const bad = await call('POST', '/v1/sandbox/clock', { body: { advance_seconds: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/advance_seconds/);
  });

  it('rate-limits per key with 429 rate_limited and Retry-After when configured', async () => {
    const { call } = createHarness({ rateLimit: { limit: 2, windowSeconds: 10 } });
    expect((await call('GET', '/v1/sandbox/clock')).status).toBe(200);
    expect((await call('GET', '/v1/sandbox/clock')).status).toBe(200);
    const limited = await call('GET', '/v1/sandbox/clock');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBe('10');
  });

  it('carries a request id on every answer', async () => {
    const { call } = createHarness();
    expect((await call('GET', '/v1/sandbox/clock')).headers.get('x-request-id')).toMatch(/^req_/);
    expect((await call('GET', '/v1/nope')).headers.get('x-request-id')).toMatch(/^req_/);
  });
});

describe('sandbox wallet funding', () => {
  it('credits simulated money to the platform wallet with exact decimals', async () => {
    const { call } = createHarness();
    await call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDT', amount: '0.1' } });
    const res = await call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDT', amount: 0.2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ currency: 'USDT', available: '0.3' }]);
    const bad = await call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'usdt', amount: '1e3' } });
    expect(bad.status).toBe(400);
  });

  it('refuses x-on-behalf-of naming an unknown account', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/sandbox/wallet/credit', {
      body: { currency: 'USDT', amount: '1' },
      headers: { 'x-on-behalf-of': 'acct_nobody' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });
});
