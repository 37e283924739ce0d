/**
 * `npm start` serves /pay, the built assets and the health checks with the checkout server's own
 * code (precompressed assets, /healthz, /readyz), and keeps live status in Redis when given a
 * Redis store, as REDIS_URL makes it.
 */
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../demo/demo-server';
import { createRedisStatusStore, type RedisStatusStore } from '../src/redis';
import { startRedisServer } from './setup/redis-server';
import { PAGE_SCRIPT, writePageFolder } from './support/checkout-harness';
import { pino } from 'pino';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(store?: RedisStatusStore): Promise<DemoServer> {
  const pagesDir = await writePageFolder();
  cleanups.push(() => rm(pagesDir, { recursive: true, force: true }));
  const demo = await startDemoServer({ port: 0, apiKey: 'sk_demo_test', pagesDir, logger: pino({ level: 'silent' }), ...(store ? { store } : {}) });
  cleanups.push(() => demo.close());
  return demo;
}

async function demoLink(demo: DemoServer): Promise<string> {
  return ((await (await fetch(`${demo.url}/demo/config.json`)).json()) as { payment_link_id: string }).payment_link_id;
}

describe('npm start: the checkout server’s code', () => {
  it('serves built assets precompressed and immutable', async () => {
    const demo = await start();
    const asset = await fetch(`${demo.url}${PAGE_SCRIPT}`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves /paykit.css, which blocks the first paint, precompressed and revalidated', async () => {
    const demo = await start();
    const sheet = await fetch(`${demo.url}/paykit.css`, { headers: { 'accept-encoding': 'br' } });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-encoding')).toBe('br');
    expect(sheet.headers.get('etag')).toBeTruthy();
  });

  it('answers /healthz and /readyz, the sandbox as the upstream', async () => {
    const demo = await start();
    expect((await fetch(`${demo.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${demo.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', upstream: 'ok' } });
  });

  it('serves /pay/<id> with the demo cookie and the strict CSP', async () => {
    const demo = await start();
    const page = await fetch(`${demo.url}/pay/${await demoLink(demo)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('answers a malformed /pay/<id> with the friendly page and 404, never raw JSON', async () => {
    const demo = await start();
    const page = await fetch(`${demo.url}/pay/garbage`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain(`src="${PAGE_SCRIPT}"`);
  });

  it('keeps the link’s payment in the Redis store it is given', async () => {
    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const store = await createRedisStatusStore({ url: redis.url, keyPrefix: 'demo-test:' });
    cleanups.push(() => store.close());
    const demo = await start(store);
    const linkId = await demoLink(demo);
    const opened = await fetch(`${demo.url}/api/paykit/payment-links/${linkId}/checkout`, {
      method: 'POST',
      headers: { origin: demo.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(opened.status).toBe(201);
    const { payment } = (await opened.json()) as { payment: { payment_id: string } };
    const reader = await createRedisStatusStore({ url: redis.url, keyPrefix: 'demo-test:' });
    cleanups.push(() => reader.close());
    expect(await reader.checkoutPayment(linkId)).toBe(payment.payment_id);
    expect((await reader.get(payment.payment_id))?.view.status).toBe('pending');
  });
});
