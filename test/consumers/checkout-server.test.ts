/**
 * paykit-checkout from the packed package, as a merchant deploys it: the package's own bin, its
 * shipped pay page, against the package's `paykit-sandbox` process on 127.0.0.1. A payer in
 * Chromium opens /pay/<link id>, sees the payment under the strict CSP with no error, and watches
 * it settle when the sandbox's signed webhook reaches the server.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createPaykitClient, type PaykitClient } from 'paykit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedFixture } from './support/packed';
import { freePort, serve, type Served } from './support/serve';
import { launch, openPage } from './support/shop';

const API_KEY = 'sk_test_consumer_checkout_0123456789';
// Any fixture app will do: the bin needs only the package and its own dependencies.
const app = installedFixture('typescript');
let browser: Browser;
let sandbox: Served | undefined;
let checkout: Served | undefined;
let control: PaykitClient;

beforeAll(async () => {
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await checkout?.stop();
  await sandbox?.stop();
});

describe('paykit-checkout from the packed package', () => {
  it('starts against the package’s sandbox with the page it ships', async () => {
    sandbox = await serve(join(app.dir, 'node_modules/.bin/paykit-sandbox'), ['--port', '0'], {
      cwd: app.dir,
      env: { PAYKIT_API_KEY: API_KEY },
      ready: /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    });
    control = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url, maxRetries: 0 });
    const port = await freePort();
    const endpoint = await control.webhooks.create({
      url: `http://127.0.0.1:${port}/api/paykit/webhooks`,
      events: ['payment.confirmed', 'payment.settled', 'payment.failed'],
    });
    checkout = await serve(join(app.dir, 'node_modules/.bin/paykit-checkout'), [], {
      cwd: app.dir,
      env: { PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandbox.url, PAYKIT_WEBHOOK_SECRET: endpoint.secret, PORT: String(port), HOST: '127.0.0.1' },
      ready: /"url":"(http:\/\/127\.0\.0\.1:\d+)"/,
    });
    const ready = await fetch(`${checkout.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('serves a payable /pay/<id> that settles in the browser', async () => {
    const link = await control.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const { page, context, problems } = await openPage(browser, `${checkout!.url}/pay/${link.id}`);
    try {
      const widget = page.locator('[data-payment-id][data-state="pending"]');
      await widget.waitFor({ timeout: 30_000 });
      const paymentId = (await widget.getAttribute('data-payment-id')) ?? '';
      expect(paymentId).toMatch(/^pay_/);
      await control.sandbox.simulatePayment(paymentId, { status: 'settled' });
      await page.locator(`[data-payment-id="${paymentId}"][data-state="settled"]`).waitFor({ timeout: 30_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    expect(checkout!.output()).not.toContain(API_KEY);
  });
});
