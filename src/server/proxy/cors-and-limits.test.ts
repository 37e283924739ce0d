/**
 * Who may call the proxy and how often: CORS for listed origins only, cross-site state changes
 * refused (CSRF), and a per-client token bucket that answers 429 with Retry-After. The webhook
 * receiver is exempt from both: the service is not a browser and its signature is its proof.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProxyHarness, deliverWebhook, paymentEventBody, SHOP_ORIGIN } from '../../../test/support/proxy-harness';
import { MemoryStatusStore } from './status-store';

const APP = 'https://app.example';
const EVIL = 'https://evil.example';

async function withCors() {
  const p = await createProxyHarness({ http: { corsOrigins: [APP] } });
  const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
  return { p, paymentId: created.body.payment_id as string };
}

describe('CORS', () => {
  it('gives a listed origin the allow-origin, credentials and Vary headers, on answers and errors alike', async () => {
    const { p, paymentId } = await withCors();
    const read = await p.call('GET', `/payments/${paymentId}`, { headers: { origin: APP } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(APP);
    expect(read.headers.get('access-control-allow-credentials')).toBe('true');
    expect(read.headers.get('vary')).toBe('Origin');
    // Unknown to the store, and the service cannot be asked: no such payment, an error all the same.
    const missing = await p.call('GET', '/payments/pay_nothing', { headers: { origin: APP } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(APP);
    const stream = await p.call('GET', `/payments/${paymentId}/events`, { headers: { origin: APP } });
    expect(stream.headers.get('access-control-allow-origin')).toBe(APP);
    await stream.response.body?.cancel();
  });

  it('gives an unlisted origin no CORS headers at all', async () => {
    const { p, paymentId } = await withCors();
    for (const origin of [EVIL, 'https://app.example.evil.example', 'http://app.example', 'https://APP.example', 'null']) {
      const read = await p.call('GET', `/payments/${paymentId}`, { headers: { origin } });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers a listed origin’s preflight with 204 and the allowed methods and headers', async () => {
    const { p } = await withCors();
    const answer = await p.call('OPTIONS', '/payments', {
      headers: { origin: APP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect(Object.fromEntries([...answer.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'))).toEqual({
      'access-control-allow-origin': APP,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type, last-event-id',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
  });

  it.each([EVIL, 'null', undefined])('refuses a preflight from %s with 403', async (origin) => {
    const { p } = await withCors();
    const answer = await p.call('OPTIONS', '/payments', { headers: origin ? { origin, 'access-control-request-method': 'POST' } : {} });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: 'forbidden', message: 'This origin may not call the payment proxy' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight outside the proxy’s paths with 404, not an allowance', async () => {
    const { p } = await withCors();
    const answer = await p.handler(new Request(`${SHOP_ORIGIN}/api/paykit/%2e%2e/v1/payments`, { method: 'OPTIONS', headers: { origin: APP } }));
    expect(answer.status).toBe(404);
  });
});

describe('cross-site state changes (CSRF)', () => {
  it.each([
    ['an unlisted Origin', { origin: EVIL }],
    ['Origin: null (sandboxed iframe, file://)', { origin: 'null' }],
    ['a look-alike origin', { origin: 'https://shop.example.evil.example' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    // What a browser sends from evil.example's page: it never pairs a foreign Origin with same-origin.
    ['an unlisted Origin the browser calls cross-site', { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site without Origin (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a POST from %s with 403 and no upstream call', async (_name, headers) => {
    const { p } = await withCors();
    const link = await p.client.paymentLinks.create({ amount: '1.00', currency: 'USDT' });
    const since = p.mark();
    for (const path of ['/payments', `/payment-links/${link.id}/checkout`, '/onboarding/account', '/onboarding/kyc']) {
      const answer = await p.call('POST', path, { body: { order: 'tee' }, headers });
      expect([path, answer.status, answer.body]).toEqual([path, 403, { error: { code: 'forbidden', message: 'Cross-site requests may not change anything here' } }]);
    }
    expect(since()).toEqual([]);
  });

  it.each([
    ['same-origin with Origin', { origin: SHOP_ORIGIN }],
    ['a listed origin', { origin: APP }],
    ['no Origin and no fetch metadata (a server)', {}],
    ['Sec-Fetch-Site: same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (a navigation the person started)', { 'sec-fetch-site': 'none' }],
  ])('lets a POST through from %s', async (_name, headers) => {
    const { p } = await withCors();
    const answer = await p.call('POST', '/payments', { body: { order: 'tee' }, headers });
    expect(answer.status).toBe(201);
  });

  it('does not apply to the webhook receiver (the signature is what counts)', async () => {
    const { p, paymentId } = await withCors();
    const event = paymentEventBody('payment.settled', { paymentId });
    const handler = (request: Request) => {
      const headers = new Headers(request.headers);
      headers.set('origin', EVIL);
      headers.set('sec-fetch-site', 'cross-site');
      return p.handler(new Request(request.url, { method: 'POST', headers, body: request.body, duplex: 'half' } as RequestInit));
    };
    expect((await deliverWebhook(handler, event.body, p.webhookSecret)).status).toBe(200);
  });
});

describe('per-client rate limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function limited(clientKey?: (request: Request) => string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T00:00:00.000Z'));
    // One store across both handlers: the limited one knows the payment without reading it back.
    const store = new MemoryStatusStore();
    const p = await createProxyHarness({ store });
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    p.useHandler({ store, limits: { rateLimit: { burst: 2, perSecond: 1 }, ...(clientKey ? { clientKey } : {}) } });
    const read = (client?: string, headers: Record<string, string> = {}) =>
      p.call('GET', `/payments/${created.body.payment_id}`, { headers: { ...(client ? { 'x-client': client } : {}), ...headers } });
    return { p, read, paymentId: created.body.payment_id as string };
  }

  const byHeader = (request: Request) => request.headers.get('x-client') ?? 'anonymous';

  it('allows the burst, then answers 429 with Retry-After and makes no upstream call', async () => {
    const { p, read } = await limited(byHeader);
    expect((await read('a')).status).toBe(200);
    expect((await read('a')).status).toBe(200);
    const since = p.mark();
    const refused = await read('a');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({ error: { code: 'rate_limited', message: 'Too many requests; try again in 1 s' } });
    expect(since()).toEqual([]);
  });

  it('refills at the configured rate', async () => {
    const { read } = await limited(byHeader);
    await read('a');
    await read('a');
    expect((await read('a')).status).toBe(429);
    vi.setSystemTime(Date.now() + 999);
    expect((await read('a')).status).toBe(429);
    vi.setSystemTime(Date.now() + 1);
    expect((await read('a')).status).toBe(200);
    expect((await read('a')).status).toBe(429);
    // Idle long enough, the bucket is full again, but never more than the burst.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await read('a')).status).toBe(200);
    expect((await read('a')).status).toBe(200);
    expect((await read('a')).status).toBe(429);
  });

  it('keeps a separate bucket per client', async () => {
    const { read } = await limited(byHeader);
    await read('a');
    await read('a');
    expect((await read('a')).status).toBe(429);
    expect((await read('b')).status).toBe(200);
    expect((await read('b')).status).toBe(200);
    expect((await read('b')).status).toBe(429);
    expect((await read('a')).status).toBe(429);
  });

  it('counts requests that fail too (probing unknown ids is not free), but never the webhook receiver', async () => {
    const { p, read, paymentId } = await limited(byHeader);
    // Unknown to the store and not asked of the service: 404.
    expect((await p.call('GET', '/payments/pay_nothing_here', { headers: { 'x-client': 'a' } })).status).toBe(404);
    expect((await read('a')).status).toBe(200);
    expect((await read('a')).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      const event = paymentEventBody('payment.confirmed', {
        paymentId,
        paymentStatus: 'underpaid',
        amountReceived: `${i + 1}.00`,
        createdAt: `2026-01-15T09:0${i + 1}:00.000Z`,
      });
      expect((await deliverWebhook(p.handler, event.body, p.webhookSecret)).status).toBe(200);
    }
    expect((await read('a')).status).toBe(429);
  });

  it('by default, X-Forwarded-For does not buy a fresh bucket', async () => {
    const { read } = await limited();
    expect((await read(undefined, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    expect((await read(undefined, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
    expect((await read(undefined, { 'x-forwarded-for': '198.51.100.3' })).status).toBe(429);
  });
});
