/**
 * docs/deploying.md's createCheckoutServer in Express and in Hono (the blocks are copies of
 * checkout-server/express.ts and hono.ts, checked by test/docs): every route the checkout server
 * answers reaches it through the app, the elements script and its chunks included, and a shop page
 * on a listed origin gets its CORS answers. Express on a real node:http port; Hono through app.request.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/pages/precompress';
import { createCheckoutHarness, PAGE_SCRIPT } from '../support/checkout-harness';
import { createApp as createExpressApp } from './checkout-server/express';
import { createApp as createHonoApp } from './checkout-server/hono';

const SHOP = 'https://shop.example';
const CHUNK = '/elements-chunks/chunk-Ab12.js';

type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
let h: Harness;
let express: Server;
let expressBase = '';
const hono = { app: null as ReturnType<typeof createHonoApp> | null };
let linkId = '';

beforeAll(async () => {
  h = await createCheckoutHarness({ proxy: { http: { corsOrigins: [SHOP] }, limits: { rateLimit: false } } });
  // The elements script as scripts/build-elements.ts writes it into the page folder.
  await writeFile(join(h.pageDir, 'elements.js'), 'import "./elements-chunks/chunk-Ab12.js";\n');
  await mkdir(join(h.pageDir, 'elements-chunks'));
  await writeFile(join(h.pageDir, CHUNK), 'export const chunk = 1;\n');
  await precompressFolder(h.pageDir);
  await h.checkout.ready();
  linkId = (await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' })).id;

  express = createServer(createExpressApp(h.checkout));
  await new Promise<void>((resolve) => express.listen(0, '127.0.0.1', resolve));
  expressBase = `http://127.0.0.1:${(express.address() as AddressInfo).port}`;
  hono.app = createHonoApp(h.checkout);
});

afterAll(async () => {
  express?.closeAllConnections();
  await new Promise((resolve) => express?.close(resolve));
  await h?.cleanup();
});

const apps: [string, (path: string, init?: RequestInit) => Promise<Response>][] = [
  ['Express', (path, init) => fetch(expressBase + path, init)],
  ['Hono', async (path, init) => (hono.app as ReturnType<typeof createHonoApp>).request(path, init)],
];

describe.each(apps)('createCheckoutServer in %s (docs/deploying.md)', (_name, request) => {
  it('serves every route of the checkout server, the elements script and its chunks included', async () => {
    const answers: Record<string, [number, string | null]> = {};
    for (const path of [`/pay/${linkId}`, PAGE_SCRIPT, '/paykit.css', '/elements.js', CHUNK, `/api/paykit/payment-links/${linkId}`, '/healthz', '/readyz']) {
      const response = await request(path);
      answers[path] = [response.status, response.headers.get('content-type')?.split(';')[0] ?? null];
    }
    expect(answers).toEqual({
      [`/pay/${linkId}`]: [200, 'text/html'],
      [PAGE_SCRIPT]: [200, 'text/javascript'],
      '/paykit.css': [200, 'text/css'],
      '/elements.js': [200, 'text/javascript'],
      [CHUNK]: [200, 'text/javascript'],
      [`/api/paykit/payment-links/${linkId}`]: [200, 'application/json'],
      '/healthz': [200, 'application/json'],
      '/readyz': [200, 'application/json'],
    });
  });

  it('lets a shop page on a listed origin load the elements and preflight the checkout', async () => {
    const script = await request('/elements.js', { headers: { origin: SHOP } });
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await request(`/api/paykit/payment-links/${linkId}/checkout`, {
      method: 'OPTIONS',
      headers: { origin: SHOP, 'sec-fetch-site': 'cross-site', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, SHOP]);
  });

  it('revalidates the elements script with a 304', async () => {
    const first = await request('/elements.js', { headers: { 'accept-encoding': 'gzip' } });
    const again = await request('/elements.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': `W/${first.headers.get('etag')}` } });
    expect(again.status).toBe(304);
  });

  it('leaves paths it does not mount to the app', async () => {
    expect((await request('/payment')).headers.get('content-type') ?? '').not.toMatch(/json/);
    expect((await request('/elements.jsx')).headers.get('content-type') ?? '').not.toMatch(/json/);
  });
});
