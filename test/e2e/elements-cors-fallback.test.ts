/**
 * The WordPress case of issue 33: a shop's page on one origin, the paykit proxy on another that does
 * not list the page's origin (its CORS preflight is refused, which a page reads only as "Failed to
 * fetch"). <paykit-checkout link-id> must not leave the payer a blank box: it shows words and "Try
 * again" (a refusal the page cannot read looks like the network), and tells the page, fatally.
 */
import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElementsScript } from '../../scripts/build-elements';
import { createPaykitHandler, toNodeListener } from '../../src/server';
import { launchChromium, newContext } from './browser';
import { WCAG_TAGS } from './support/axe';

const HOST_SCRIPT = readFileSync(new URL('./fixtures/elements-host.js', import.meta.url), 'utf8');

let browser: Browser;
let shop: Server;
let proxy: Server;
let shopOrigin: string;
let proxyOrigin: string;

const listen = async (server: Server, host: string) => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  const script = await buildElementsScript();
  // The proxy as a merchant mounts it, with no origin listed; nothing reaches the service (port 9 discards).
  proxy = createServer(toNodeListener(createPaykitHandler({ upstream: { apiKey: 'sk_e2e_cors_0123456789', baseUrl: 'http://127.0.0.1:9' } })));
  proxyOrigin = await listen(proxy, '127.0.0.1');
  shop = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://shop').pathname;
    const file = script.get(path.slice(1));
    if (file) return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(file.code);
    if (path === '/host.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(HOST_SCRIPT);
    if (path !== '/order') return void response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // The page's own policy allows the proxy: what refuses is the proxy's CORS, as on a real shop.
      'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${proxyOrigin}`,
    });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order</title>
<script type="module" src="/elements.js"></script><script type="module" src="/host.js"></script></head>
<body><main><h1>Your order</h1><paykit-checkout link-id="pl_wordpress1" proxy-url="${proxyOrigin}/api/paykit"></paykit-checkout><ol id="log"></ol></main></body></html>`);
  });
  shopOrigin = (await listen(shop, '127.0.0.1')).replace('127.0.0.1', 'localhost');
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const server of [shop, proxy]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

describe('<paykit-checkout> against a proxy on another origin that refuses CORS', () => {
  it('shows the payer words and "Try again", axe-clean, and fires a fatal paykit-error', async () => {
    const context = await newContext(browser);
    const tab = await context.newPage();
    await tab.goto(`${shopOrigin}/order`);
    const alert = tab.locator('paykit-checkout [role="alert"]');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toBe('Could not connect. Check your connection and try again.');
    expect(await alert.isVisible()).toBe(true);
    expect(await tab.locator('paykit-checkout').getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    // A box the payer can see, not 0 px.
    expect((await tab.locator('paykit-checkout').boundingBox())?.height).toBeGreaterThan(40);
    const errors = await tab.evaluate(() =>
      (window as unknown as { paykitEvents: { type: string; detail: { fatal: boolean } }[] }).paykitEvents.filter((event) => event.type === 'paykit-error'),
    );
    expect(errors.map((event) => event.detail.fatal)).toEqual([true]);
    // Contrast included: a real browser paints the danger panel.
    const axe = await new AxeBuilder({ page: tab }).include('paykit-checkout').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  }, 60_000);
});
