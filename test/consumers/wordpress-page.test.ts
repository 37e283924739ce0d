/**
 * The README's "On any other page" for real (issue 33): a shop's page on one origin (a WordPress
 * Custom HTML block, here a tiny node:http server on http://localhost) loads the elements script
 * from `paykit-checkout` on another origin (http://127.0.0.1) and points `proxy-url` at it. The
 * bin comes from the packed package and is configured only by its environment
 * (PAYKIT_CORS_ORIGINS names the shop), against the package's `paykit-sandbox --strict`. A payer
 * in Chromium sees the amount and address, the sandbox settles the payment, and `paykit-settled`
 * reaches the shop's page. Without the shop in PAYKIT_CORS_ORIGINS the element's preflight is
 * refused and nothing here can pass.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createPaykitClient, type PaykitClient } from 'paykit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedFixture } from './support/packed';
import { freePort, serve, type Served } from './support/serve';
import { launch } from './support/shop';

const API_KEY = 'sk_test_consumer_wordpress_0123456789';
const app = installedFixture('typescript');
let browser: Browser;
let sandbox: Served | undefined;
let checkout: Served | undefined;
let shop: Server | undefined;
let service: PaykitClient;
let control: PaykitClient;
/** The shop's origin: `localhost`, where the checkout server is `127.0.0.1`, so every call the element makes is cross-origin. */
let shopOrigin = '';
let linkId = '';

/** The shop's page, as a WordPress Custom HTML block makes it (README.md#on-any-other-page), plus the shop's own event log. */
function wordpressPage(checkoutUrl: string, link: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Order 1042 — Tee Shop</title></head>
  <body>
    <h1>Pay for your order</h1>
    <script type="module" src="${checkoutUrl}/elements.js"></script>
    <paykit-checkout link-id="${link}" proxy-url="${checkoutUrl}/api/paykit"></paykit-checkout>
    <script>
      window.shopEvents = [];
      for (const type of ['paykit-status-change', 'paykit-settled', 'paykit-error']) {
        document.addEventListener(type, (event) => window.shopEvents.push({ type, detail: event.detail }));
      }
    </script>
  </body>
</html>`;
}

beforeAll(async () => {
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  shop?.closeAllConnections();
  await new Promise((resolve) => (shop ? shop.close(resolve) : resolve(undefined)));
  await checkout?.stop();
  await sandbox?.stop();
});

describe('a WordPress page on another origin pays through paykit-checkout configured by its environment', () => {
  it('starts the strict sandbox, paykit-checkout with PAYKIT_CORS_ORIGINS, and the shop', async () => {
    sandbox = await serve(join(app.dir, 'node_modules/.bin/paykit-sandbox'), ['--strict', '--port', '0'], {
      cwd: app.dir,
      env: { PAYKIT_API_KEY: API_KEY },
      ready: /control API .* on (http:\/\/127\.0\.0\.1:\d+)/,
    });
    const serviceUrl = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(sandbox.output())?.[1] ?? '';
    service = createPaykitClient({ apiKey: API_KEY, baseUrl: serviceUrl, maxRetries: 0 });
    control = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url, maxRetries: 0 });

    const shopPort = await freePort();
    shopOrigin = `http://localhost:${shopPort}`;
    const checkoutPort = await freePort();
    const { secret } = await service.webhooks.create({
      url: `http://127.0.0.1:${checkoutPort}/api/paykit/webhooks`,
      events: ['payment.confirmed', 'payment.settled', 'payment.failed'],
    });
    checkout = await serve(join(app.dir, 'node_modules/.bin/paykit-checkout'), [], {
      cwd: app.dir,
      env: {
        PAYKIT_API_KEY: API_KEY,
        PAYKIT_BASE_URL: serviceUrl,
        PAYKIT_WEBHOOK_SECRET: secret,
        PAYKIT_CORS_ORIGINS: shopOrigin,
        PORT: String(checkoutPort),
        HOST: '127.0.0.1',
      },
      ready: /"url":"(http:\/\/127\.0\.0\.1:\d+)"/,
    });

    const link = await service.paymentLinks.create({ amount: '19.99', currency: 'USDT', description: 'Order 1042: a tee' });
    linkId = link.id;
    const page = wordpressPage(checkout.url, linkId);
    shop = createServer((request, response) => {
      if (request.url === '/order-1042/') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => shop!.listen(shopPort, '127.0.0.1', resolve));
    expect(new URL(shopOrigin).origin).not.toBe(new URL(checkout.url).origin);
  }, 120_000);

  it('the payer sees the amount and address, pays, and paykit-settled reaches the shop’s page', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    const tab = await context.newPage();
    const failures: string[] = [];
    // The widget aborts its own event stream once the payment settles; that is not a failure. A CORS refusal is net::ERR_FAILED.
    tab.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') failures.push(`${request.method()} ${request.url()}: ${reason}`);
    });
    tab.on('pageerror', (error) => failures.push(`pageerror: ${error.message}`));
    try {
      await tab.goto(`${shopOrigin}/order-1042/`);
      type Recorded = { type: string; detail: { payment_id?: string; status?: string; fatal?: boolean; message?: string } };
      const events = () => tab.evaluate(() => (window as unknown as { shopEvents: Recorded[] }).shopEvents);
      // Locators pierce the element's open shadow root, as the payer's eyes do.
      const widget = tab.locator('paykit-checkout section[data-state]');
      await expect
        .poll(async () => ((await widget.count()) > 0 ? widget.getAttribute('data-state') : JSON.stringify({ events: await events(), failures })), {
          timeout: 30_000,
        })
        .toBe('pending');
      const paymentId = (await events()).find((event) => event.type === 'paykit-status-change')?.detail.payment_id ?? '';
      expect(paymentId).toMatch(/^pay_/);
      // The real service has no payment read; the sandbox's control port shows what it issued.
      const payment = await control.payments.retrieve(paymentId);
      expect(payment.reference).toBe(linkId);
      const shown = (await tab.locator('paykit-checkout').evaluate((host) => host.shadowRoot?.textContent ?? '')).replace(/\s+/g, ' ');
      expect(shown).toContain('19.99');
      expect(shown).toContain(payment.payer_instructions.address);

      await control.sandbox.simulatePayment(paymentId, { status: 'settled' });
      await expect.poll(() => widget.getAttribute('data-state'), { timeout: 30_000 }).toBe('settled');
      await expect
        .poll(async () => (await events()).find((event) => event.type === 'paykit-settled'), { timeout: 10_000 })
        .toMatchObject({ detail: { payment_id: paymentId, status: 'settled' } });
      expect((await events()).filter((event) => event.type === 'paykit-error')).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
    expect(checkout!.output()).not.toContain(API_KEY);
  });
});
