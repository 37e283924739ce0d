/**
 * The drop-in deployment: a shop's page on another origin (a WordPress page) calls the checkout
 * server's proxy, and a checkout server behind one or more reverse proxies. From the attacker's
 * side too: an origin not listed gets no readable answer and cannot open a payment, a client
 * cannot choose its rate-limit bucket by sending X-Forwarded-For, and every such refusal is in
 * the operator's log with its reason and origin (the browser hides it from the page).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutHarness } from '../../../test/support/checkout-harness';
import { createPaykitClient } from '../../server/client';
import { createCheckoutServer } from './checkout-server';
import type { CheckoutServerOptions } from './options';

const SHOP = 'https://shop.example';
const ATTACKER = 'https://evil.example';

type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
let current: Harness | null = null;
afterEach(async () => {
  await current?.cleanup();
  current = null;
});

async function start(options: Partial<CheckoutServerOptions> = {}): Promise<Harness> {
  current = await createCheckoutHarness(options);
  return current;
}

/** A browser's cross-origin request from a page of `origin`, as Chromium sends it. */
const fromPage = (origin: string, method = 'GET', extra: Record<string, string> = {}) => ({
  method,
  headers: { origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', ...extra },
});

const preflight = (origin: string) => fromPage(origin, 'OPTIONS', { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' });

async function linkId(h: Harness): Promise<string> {
  return (await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' })).id;
}

describe('createCheckoutServer: a shop page on another origin (proxy.corsOrigins, PAYKIT_CORS_ORIGINS)', () => {
  it('lets a listed shop preflight, open the checkout, read the payment and follow its events', async () => {
    const h = await start({ proxy: { http: { corsOrigins: [SHOP] }, limits: { rateLimit: false } } });
    const id = await linkId(h);
    const pre = await h.call(`/api/paykit/payment-links/${id}/checkout`, preflight(SHOP));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toContain('content-type');

    const opened = await h.call(`/api/paykit/payment-links/${id}/checkout`, {
      ...fromPage(SHOP, 'POST'),
      headers: { ...fromPage(SHOP, 'POST').headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(opened.status).toBe(201);
    expect(opened.headers.get('access-control-allow-origin')).toBe(SHOP);
    const { payment } = (await opened.json()) as { payment: { payment_id: string } };
    const paymentId = payment.payment_id;

    const read = await h.call(`/api/paykit/payments/${paymentId}`, fromPage(SHOP));
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(read.headers.get('vary')).toContain('Origin');

    const controller = new AbortController();
    const events = await h.call(`/api/paykit/payments/${paymentId}/events`, { ...fromPage(SHOP), signal: controller.signal });
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events.headers.get('access-control-allow-origin')).toBe(SHOP);
    controller.abort();
  });

  it('gives an origin not listed nothing it can read or do, and logs why with the origin', async () => {
    const h = await start({ proxy: { http: { corsOrigins: [SHOP] }, limits: { rateLimit: false } } });
    const id = await linkId(h);
    const pre = await h.call(`/api/paykit/payment-links/${id}/checkout`, preflight(ATTACKER));
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    // A "simple" POST needs no preflight: the server itself must refuse it (CORS only hides answers).
    const post = await h.call(`/api/paykit/payment-links/${id}/checkout`, { ...fromPage(ATTACKER, 'POST'), body: '{}' });
    expect(post.status).toBe(403);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const read = await h.call(`/api/paykit/payment-links/${id}`, fromPage(ATTACKER));
    expect(read.headers.get('access-control-allow-origin')).toBeNull();

    const refused = h.logLines().filter((line) => line.msg === 'request' && line.refused_origin !== undefined);
    expect(refused.map(({ method, status, refused_origin, reason }) => ({ method, status, refused_origin, reason }))).toEqual([
      { method: 'OPTIONS', status: 403, refused_origin: ATTACKER, reason: expect.stringMatching(/preflight refused: .*not an allowed origin/) },
      { method: 'POST', status: 403, refused_origin: ATTACKER, reason: expect.stringMatching(/cross-site POST refused: .*not an allowed origin/) },
      { method: 'GET', status: 200, refused_origin: ATTACKER, reason: expect.stringMatching(/answer unreadable to the page: .*not an allowed origin/) },
    ]);
    for (const line of refused) expect(line.level).toBe(40); // warn: the operator has a shop to list, or an attacker to see
  });

  it('logs no refusal for the page’s own origin, a listed shop, or a request that is no browser’s', async () => {
    const h = await start({ proxy: { http: { corsOrigins: [SHOP] }, limits: { rateLimit: false } } });
    const id = await linkId(h);
    await h.call(`/api/paykit/payment-links/${id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    await h.call(`/api/paykit/payment-links/${id}`, fromPage(SHOP));
    await h.call(`/api/paykit/payment-links/${id}`);
    await h.call('/elements.js', fromPage(ATTACKER)); // public: any page may load the elements
    expect(h.logLines().filter((line) => line.refused_origin !== undefined)).toEqual([]);
  });

  it('keeps a forged Origin out of the log beyond 200 characters', async () => {
    const h = await start();
    const long = `https://${'a'.repeat(5000)}.example`;
    await h.call('/api/paykit/payment-links/pl_x/checkout', preflight(long));
    const [line] = h.logLines().filter((entry) => entry.refused_origin !== undefined);
    expect(String(line?.refused_origin)).toMatch(/^https:\/\/a{192}…$/);
    expect(String(line?.reason).length).toBeLessThan(400);
  });
});

describe('createCheckoutServer: behind reverse proxies (trustProxy, PAYKIT_TRUST_PROXY)', () => {
  /** Five calls from one client as the proxies in front report it, the fifth over a burst of 4 (403 before: an operation the page does not call). */
  async function statusesOf(h: Harness, forwardedFor: (client: string) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // A client trying to look like someone new each time: its own X-Forwarded-For entry changes.
      const forged = `203.0.113.${i}`;
      statuses.push((await h.call('/api/paykit/balances', { headers: { 'x-forwarded-for': forwardedFor(forged) } })).status);
    }
    return statuses;
  }
  const limited = { proxy: { limits: { rateLimit: { burst: 4, perSecond: 0.001 } } } };

  it('with two proxies, counts the address the outer one saw, not what the client wrote', async () => {
    const h = await start({ trustProxy: 2, ...limited });
    // The client sends a forged entry; the load balancer appends the client's real address, the inner proxy the balancer's.
    const statuses = await statusesOf(h, (forged) => `${forged}, 198.51.100.7, 10.0.0.2`);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with one proxy (true), reads the last entry: two proxies in front then make every client one', async () => {
    const h = await start({ trustProxy: true, ...limited });
    // Each client a different real address, but behind two proxies: `true` sees the inner proxy's hop only.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await h.call('/api/paykit/balances', { headers: { 'x-forwarded-for': `198.51.100.${i}, 10.0.0.2` } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('with two proxies, tells clients apart by the address the outer one saw', async () => {
    const h = await start({ trustProxy: 2, ...limited });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await h.call('/api/paykit/balances', { headers: { 'x-forwarded-for': `198.51.100.${i}, 10.0.0.2` } })).status);
    }
    expect(statuses).not.toContain(429);
  });

  it('with fewer entries than proxies (a call from inside), takes the first entry there is', async () => {
    const h = await start({ trustProxy: 3, ...limited });
    const statuses = await statusesOf(h, () => '10.0.0.9');
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a hop count that is not a whole number from 0 to 10', () => {
    for (const hops of [-1, 1.5, 11, Number.NaN]) expect(() => createCheckoutHarnessSync(hops), String(hops)).toThrow(/trustProxy/);
  });
});

/** createCheckoutServer checks its options before anything is read. */
function createCheckoutHarnessSync(hops: number) {
  return createCheckoutServer({ client: createPaykitClient({ apiKey: 'sk_test_x', baseUrl: 'http://127.0.0.1:1' }), trustProxy: hops });
}
