import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MerchantHeader, PageFooter } from '../pages/pay/MerchantHeader';
import { englishPayWords } from '../pages/pay/page-words';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createPaykitClient } from '../../server';
import { createCheckoutServer } from '.';
import { testModeOf } from './options';
import { TEST_API_KEY, TEST_BASE_URL } from '../../../test/support/harness';
import { sseReader } from '../../../test/support/proxy-harness';
import { CHECKOUT_ORIGIN, createCheckoutHarness, PAGE_SCRIPT, SCRIPT_TEXT } from '../../../test/support/checkout-harness';

type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
let current: Harness | null = null;
afterEach(async () => {
  await current?.cleanup();
  current = null;
});

async function start(options: Parameters<typeof createCheckoutHarness>[0] = {}): Promise<Harness> {
  current = await createCheckoutHarness(options);
  return current;
}

async function openCheckout(h: Harness) {
  const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
  const response = await h.call(`/api/paykit/payment-links/${link.id}/checkout`, { method: 'POST', body: '{}' });
  expect(response.status).toBe(201);
  const { payment } = (await response.json()) as { payment: { payment_id: string } };
  return { link, paymentId: payment.payment_id };
}

describe('createCheckoutServer: the pay page', () => {
  it('serves /pay/<link id> under the strict CSP, uncached, with the merchant named', async () => {
    const h = await start({ merchantName: 'Tees & <Co>', merchantLogoUrl: 'https://cdn.shop.example/logo.svg' });
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const response = await h.call(`/pay/${link.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("img-src 'self' data: https://cdn.shop.example;");
    const html = await response.text();
    expect(html).toContain('<title>Pay Tees &amp; &lt;Co&gt;</title>');
    expect(html).toContain('<meta name="paykit-merchant-name" content="Tees &amp; &lt;Co&gt;" />');
    expect(html).toContain('<meta name="paykit-merchant-logo" content="https://cdn.shop.example/logo.svg" />');
    expect(html).toContain(`src="${PAGE_SCRIPT}"`);
  });

  it.each([
    [
      'a name and a logo',
      { merchantName: 'Tees & <Co>', merchantLogoUrl: 'https://cdn.shop.example/logo.svg' },
      { name: 'Tees & <Co>', logoUrl: 'https://cdn.shop.example/logo.svg' },
      false,
    ],
    ['a name in test mode', { merchantName: 'Tee Shop', testMode: true }, { name: 'Tee Shop' }, true],
  ] as const)('paints the merchant header the page then draws before any script runs (%s), so nothing moves', async (_name, options, merchant, testMode) => {
    const h = await start(options);
    const html = await (await h.call('/pay/pl_abc123')).text();
    const drawn = renderToStaticMarkup(createElement(MerchantHeader, { merchant, testMode, words: englishPayWords }));
    // React 19 puts a preload hint for the logo in front; the header itself is what must match.
    const header = drawn.slice(drawn.indexOf('<header'));
    expect(header).toMatch(/^<header class="merchant">.*<\/header>$/);
    const root = html.slice(html.indexOf('<div class="pay">') + '<div class="pay">'.length, html.indexOf('<main class="notice"'));
    expect(root.trim()).toBe(header);
    // And the small print, as PageFooter draws it.
    const footer = renderToStaticMarkup(createElement(PageFooter, { testMode, words: englishPayWords }));
    expect(html).toContain(footer);
  });

  it('paints no header when there is nothing to say', async () => {
    const h = await start({});
    const html = await (await h.call('/pay/pl_abc123')).text();
    expect(html).not.toContain('<header');
  });

  it('marks the page as test mode when the upstream is the sandbox: a meta the page reads, and the title', async () => {
    const h = await start({ merchantName: 'Tee Shop', testMode: true });
    const html = await (await h.call('/pay/pl_abc123')).text();
    expect(html).toContain('<meta name="paykit-test-mode" content="true" />');
    expect(html).toContain('<title>Test mode · Pay Tee Shop</title>');
  });

  it('is live unless told or given a test key (sk_test_…)', async () => {
    const h = await start({ merchantName: 'Tee Shop' });
    const html = await (await h.call('/pay/pl_abc123')).text();
    expect(html).not.toContain('paykit-test-mode');
    expect(html).toContain('<title>Pay Tee Shop</title>');
    expect(testModeOf({ apiKey: 'sk_test_abc' })).toBe(true);
    expect(testModeOf({ apiKey: 'sk_live_abc' })).toBe(false);
    expect(testModeOf({ apiKey: 'sk_live_abc', testMode: true })).toBe(true);
    expect(testModeOf({})).toBe(false);
  });

  it("puts a merchant name with replacement patterns ($&, $') in the page as written", async () => {
    const h = await start({ merchantName: "Cash $& Carry $'s" });
    const html = await (await h.call('/pay/pl_abc123')).text();
    expect(html).toContain('<title>Pay Cash $&amp; Carry $&#39;s</title>');
    expect(html).toContain('<meta name="paykit-merchant-name" content="Cash $&amp; Carry $&#39;s" />');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('keeps a return_url on an allowed origin, drops any other but keeps the rest of the query, and lets those origins frame it', async () => {
    const h = await start({ returnOrigins: ['https://shop.example'] });
    const { id } = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const kept = await h.call(`/pay/${id}?return_url=${encodeURIComponent('https://shop.example/thanks')}`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://shop.example;");
    const dropped = await h.call(`/pay/${id}?lang=fr&return_url=${encodeURIComponent('https://attacker.example/')}`);
    expect(dropped.status).toBe(303);
    expect(dropped.headers.get('location')).toBe(`/pay/${id}?lang=fr`);
  });

  it('names no IPv6 literal in its CSP (no browser accepts one), though such a return origin still gets its back link', async () => {
    const h = await start({ returnOrigins: ['http://localhost:5301', 'http://[::1]:5301'], merchantLogoUrl: 'http://[::1]:8080/logo.svg' });
    const { id } = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const page = await h.call(`/pay/${id}?return_url=${encodeURIComponent('http://[::1]:5301/thanks')}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ').filter((directive) => directive.includes('['))).toEqual([]);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:5301;");
  });

  it('answers a malformed link id with the page itself and 404, so the payer reads the same friendly page as for an unknown link', async () => {
    const h = await start({ merchantName: 'Tee Shop' });
    for (const path of ['/pay/garbage', '/pay/not-a-link', `/pay/pl_${'x'.repeat(65)}`, '/pay/%3Cscript%3E']) {
      const response = await h.call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self';");
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      const html = await response.text();
      expect(html, path).toContain(`src="${PAGE_SCRIPT}"`);
      expect(html, path).toContain('<meta name="paykit-merchant-name" content="Tee Shop" />');
    }
  });

  it('answers 404 in the JSON envelope for anything else', async () => {
    const h = await start();
    for (const path of ['/pay/a/b', '/pay.html', '/assets/missing.js', '/assets/%2e%2e/pay.html', '/']) {
      const response = await h.call(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('createCheckoutServer: precompressed assets', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
  ])('Accept-Encoding %j gets %s', async (accept, encoding) => {
    const h = await start();
    const response = await h.call(PAGE_SCRIPT, { headers: { 'accept-encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    const text = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
    expect(text).toBe(SCRIPT_TEXT);
    if (encoding !== null) expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(SCRIPT_TEXT));
  });

  it('answers HEAD with the headers alone', async () => {
    const h = await start();
    const response = await h.call(PAGE_SCRIPT, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('');
  });

  it('serves /paykit.css for revalidation: an ETag, then 304', async () => {
    const h = await start();
    const first = await h.call('/paykit.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await h.call('/paykit.css', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('createCheckoutServer: the proxy operations the page calls', () => {
  it('opens a link’s payment and follows the service’s webhook to settled', async () => {
    const h = await start();
    const { link, paymentId } = await openCheckout(h);
    expect((await h.call(`/api/paykit/payment-links/${link.id}`)).status).toBe(200);
    await h.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await h.sandbox.idle();
    const view = await (await h.call(`/api/paykit/payments/${paymentId}`)).json();
    expect(view).toMatchObject({ payment_id: paymentId, status: 'settled' });
  });

  it('refuses the operations the page does not need', async () => {
    const h = await start();
    const create = await h.call('/api/paykit/payments', { method: 'POST', body: JSON.stringify({ order: 'x' }) });
    expect(create.status).toBe(403);
    expect((await h.call('/api/paykit/balances')).status).toBe(403);
    expect((await h.call('/api/paykit/onboarding/account')).status).toBe(403);
  });

  it('behind a trusted proxy, counts the X-Forwarded-For addresses of one IPv6 /64 as one client', async () => {
    const h = await start({ trustProxy: true, proxy: { limits: { rateLimit: { burst: 3, perSecond: 0.001 } } } });
    const from = async (address: string) => (await h.call('/api/paykit/balances', { headers: { 'x-forwarded-for': `198.51.100.1, ${address}` } })).status;
    const statuses = [];
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:abcd::3', '2001:db8:7:1::4']) statuses.push(await from(address));
    // 403: past the rate limit, refused as an operation the page does not call; 429: over the limit.
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect(await from('2001:db8:7:2::1')).toBe(403);
  });
});

describe('createCheckoutServer: health', () => {
  it('/healthz says the process is alive; /readyz checks the store and the upstream', async () => {
    const h = await start();
    const health = await h.call('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await h.call('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', upstream: 'ok' } });
  });

  it('/readyz answers 503 naming the upstream when the service cannot be reached', async () => {
    const h = await start();
    h.setUpstreamUp(false);
    const ready = await h.call('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { code: 'not_ready', message: 'Not ready: upstream unreachable' },
      checks: { store: 'ok', upstream: 'unreachable' },
    });
    expect((await h.call('/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 when the service refuses the API key', async () => {
    const h = await start();
    const wrongKey = createPaykitClient({ apiKey: 'sk_test_wrong_key_0000', baseUrl: TEST_BASE_URL, fetch: h.sandbox.fetch, maxRetries: 0 });
    const checkout = createCheckoutServer({ client: wrongKey, webhookSecret: h.webhookSecret, pageDir: h.pageDir, logger: pino({ level: 'silent' }) });
    const ready = await checkout.fetch(new Request(`${CHECKOUT_ORIGIN}/readyz`));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { store: 'ok', upstream: 'answered 401 unauthorized' } });
  });
});

describe('createCheckoutServer: request ids and logs', () => {
  it('passes a well-formed x-request-id on, makes one otherwise, and logs one line per request', async () => {
    const h = await start();
    const given = await h.call('/healthz', { headers: { 'x-request-id': 'req-42.abc' } });
    expect(given.headers.get('x-request-id')).toBe('req-42.abc');
    const made = await h.call('/healthz', { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const lines = h.logLines().filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ request_id: 'req-42.abc', method: 'GET', path: '/healthz', status: 200 });
    expect(lines[0]!.duration_ms).toEqual(expect.any(Number));
    expect(lines[1]!.request_id).toBe(made.headers.get('x-request-id'));
  });

  it('never writes the API key, the webhook secret, a cookie or an Authorization header', async () => {
    const h = await start();
    const { paymentId } = await openCheckout(h);
    await h.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await h.sandbox.idle();
    await h.call('/pay/pl_abc123?return_url=x', { headers: { cookie: 'session=cookie-secret-1', authorization: 'Bearer bearer-secret-2' } });
    h.setUpstreamUp(false);
    await h.call('/api/paykit/payment-links/pl_missing/checkout', { method: 'POST', body: '{}' });
    const text = h.logText();
    expect(
      h
        .logLines()
        .filter((line) => line.msg === 'request')
        .map((line) => line.path),
    ).toContain('/api/paykit/webhooks');
    for (const secret of [TEST_API_KEY, h.webhookSecret, 'cookie-secret-1', 'bearer-secret-2']) expect(text).not.toContain(secret);
  });
});

describe('createCheckoutServer: draining', () => {
  it('ends open event streams, refuses new requests and fails /readyz while /healthz stays up', async () => {
    const h = await start();
    const { paymentId } = await openCheckout(h);
    const events = await h.call(`/api/paykit/payments/${paymentId}/events`);
    expect(events.status).toBe(200);
    const stream = sseReader(events);
    expect(await stream.nextEvent()).toMatchObject({ event: 'status', data: { status: 'pending' } });
    const result = await h.checkout.drain({ timeoutMs: 5_000 });
    expect(result).toEqual({ drained: true, remaining: 0 });
    expect(await stream.nextEvent()).toBeNull();
    expect(h.checkout.draining).toBe(true);
    const refused = await h.call('/pay/pl_abc123');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.json()).toMatchObject({ error: { code: 'shutting_down' } });
    const ready = await h.call('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: { code: 'not_ready' }, checks: { shutdown: 'draining' } });
    expect((await h.call('/healthz')).status).toBe(200);
    const streamLine = h.logLines().find((line) => line.path === `/api/paykit/payments/${paymentId}/events`);
    expect(streamLine).toMatchObject({ status: 200 });
  });

  it('waits for a request in flight before it resolves', async () => {
    const h = await start();
    const link = await h.client.paymentLinks.create({ amount: '5.00', currency: 'USDT' });
    const hold = h.holdUpstream();
    const pending = h.call(`/api/paykit/payment-links/${link.id}`);
    await hold.reached;
    let over = false;
    const drained = h.checkout.drain({ timeoutMs: 30_000 }).then((result) => {
      over = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(over).toBe(false);
    hold.release();
    expect((await pending).status).toBe(200);
    expect(await drained).toEqual({ drained: true, remaining: 0 });
  });

  it('gives up on a request still in flight at the time limit, and says how many', async () => {
    const h = await start();
    const link = await h.client.paymentLinks.create({ amount: '5.00', currency: 'USDT' });
    const hold = h.holdUpstream();
    const pending = h.call(`/api/paykit/payment-links/${link.id}`);
    await hold.reached;
    expect(await h.checkout.drain({ timeoutMs: 10 })).toEqual({ drained: false, remaining: 1 });
    hold.release();
    await pending;
  });
});
