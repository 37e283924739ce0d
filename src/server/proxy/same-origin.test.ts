/**
 * "Same origin" behind frameworks and proxies: Next.js hands the handler a request.url of
 * http://localhost:<port> whatever the browser opened, and a reverse proxy may rewrite Host. The
 * browser's own Sec-Fetch-Site, else Origin against Host (X-Forwarded-Host only when trusted),
 * decide; every refusal of a cross-site POST still holds.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import type { PaykitHandlerOptions } from './options';

/** A POST as the framework hands it over: its request.url says localhost, its headers say what the browser sent. */
async function post(headers: Record<string, string>, extra: Partial<PaykitHandlerOptions> = {}) {
  const p = await createProxyHarness();
  const handler = p.makeHandler(extra);
  const answer = await handler(
    new Request('http://localhost:3000/api/paykit/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ order: 'tee' }),
    }),
  );
  return { status: answer.status, created: p.upstream.filter((r) => r.method === 'POST').length };
}

const SHOP = 'https://shop.example';

describe('same-origin POSTs behind a framework that rewrites request.url', () => {
  it('accepts a same-origin POST whose Host is the shop, whatever request.url says (Next.js)', async () => {
    expect(await post({ origin: SHOP, 'sec-fetch-site': 'same-origin', host: 'shop.example' })).toEqual({ status: 201, created: 1 });
  });

  it('accepts an Origin whose host is the Host header (no Sec-Fetch-Site: an older browser)', async () => {
    expect(await post({ origin: SHOP, host: 'shop.example' })).toEqual({ status: 201, created: 1 });
  });

  it('accepts a same-origin POST through Vite’s dev proxy with changeOrigin: true (Host rewritten to the backend’s)', async () => {
    const throughVite = { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin', host: 'localhost:3000' };
    expect(await post(throughVite)).toEqual({ status: 201, created: 1 });
  });

  it('accepts a same-origin POST through Next.js rewrites to a separate backend (Host is the backend’s)', async () => {
    const throughNext = { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin', host: '127.0.0.1:4000', 'x-forwarded-host': 'shop.example' };
    expect(await post(throughNext)).toEqual({ status: 201, created: 1 });
  });

  it('accepts a user-initiated POST (Sec-Fetch-Site: none: the person resubmitted a form)', async () => {
    expect(await post({ origin: 'null', 'sec-fetch-site': 'none', host: 'shop.example' })).toEqual({ status: 201, created: 1 });
  });

  it('accepts X-Forwarded-Host only when the proxy in front is trusted', async () => {
    const behindProxy = { origin: SHOP, host: 'internal:3000', 'x-forwarded-host': 'shop.example' };
    expect((await post(behindProxy)).status).toBe(403);
    expect(await post(behindProxy, { http: { trustProxy: true } })).toEqual({ status: 201, created: 1 });
  });
});

describe('cross-site POSTs are still refused', () => {
  it.each([
    ['a cross-site page, even with an Origin that matches Host', { origin: SHOP, host: 'shop.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain (same-site is not same-origin)', { origin: 'https://evil.shop.example', host: 'shop.example', 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin with a forged X-Forwarded-Host', { origin: 'https://evil.example', host: 'shop.example', 'x-forwarded-host': 'evil.example' }],
    ['a foreign Origin', { origin: 'https://evil.example', host: 'shop.example' }],
    ['an opaque Origin', { origin: 'null', host: 'shop.example' }],
    ['no Origin from a cross-site context', { host: 'shop.example', 'sec-fetch-site': 'cross-site' }],
    ['no Origin from a sibling subdomain', { host: 'shop.example', 'sec-fetch-site': 'same-site' }],
    [
      'another port of the dev machine, its Origin matching a Host the dev proxy rewrote',
      { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-site' },
    ],
  ])('refuses %s with 403 and creates nothing', async (_name, headers) => {
    expect(await post(headers)).toEqual({ status: 403, created: 0 });
  });

  it('lets a listed origin call cross-site', async () => {
    expect(
      await post({ origin: 'https://other.example', host: 'shop.example', 'sec-fetch-site': 'cross-site' }, { http: { corsOrigins: ['https://other.example'] } }),
    ).toEqual({
      status: 201,
      created: 1,
    });
  });
});
