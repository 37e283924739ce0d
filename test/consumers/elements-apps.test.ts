/**
 * paykit's elements in the frameworks merchants use that are not React: examples/vue (Vue 3) and
 * examples/svelte (Svelte 5), each as a merchant copies it (the folder alone, `npm ci` from its own
 * lock with the freshly packed package), built with Vite and started with `npm start` against the
 * package's own `paykit-sandbox --strict` (the app's proxy sees only what the real service serves;
 * the test drives outcomes through the sandbox's control port). In Chromium, in each app, a payer
 * pays through <paykit-checkout> (the QR read back is the address) and an applicant reaches the BSB
 * through <paykit-onboarding>; the elements' events reach the page through the framework's own
 * bindings (Vue's @event, Svelte's onevent), and the page shows them. The apps import
 * paykit/elements.js, the self-contained build with its own renderer: a Vue or Svelte merchant
 * installs no React, and Vite bundles the build's lazily loaded chunks from node_modules.
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { createPaykitClient, type PaykitClient } from 'paykit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForAnAccount } from '../e2e/support/applicant';
import { installExample, type InstalledExample } from './support/examples';
import { packPaykit, run } from './support/packed';
import { freePort, serve, type Served } from './support/serve';
import { launch, openPage } from './support/shop';

const API_KEY = 'sk_test_consumer_elements_0123456789';
const PRODUCTION = { NODE_ENV: 'production' };
const APPS = ['vue', 'svelte'] as const;

let tarball: Promise<string> | undefined;
let browser: Browser;
let sandbox: Served | undefined;
/** The sandbox's service port (what the apps are given) and its control port (simulators, review). */
let service: PaykitClient;
let control: PaykitClient;
let serviceUrl = '';
const installs = new Map<string, Promise<InstalledExample>>();

beforeAll(async () => {
  tarball = packPaykit();
  for (const app of APPS) installs.set(app, installExample(app, tarball));
  // Settled here so no rejection goes unhandled; each describe reports its own.
  await Promise.allSettled(installs.values());
  browser = await launch();
  const { dir } = await Promise.any(installs.values());
  sandbox = await serve(join(dir, 'node_modules/.bin/paykit-sandbox'), ['--strict', '--port', '0'], {
    cwd: dir,
    env: { PAYKIT_API_KEY: API_KEY },
    ready: /control API .* on (http:\/\/127\.0\.0\.1:\d+)/,
  });
  serviceUrl = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(sandbox.output())?.[1] ?? '';
  service = createPaykitClient({ apiKey: API_KEY, baseUrl: serviceUrl, maxRetries: 0 });
  control = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url, maxRetries: 0 });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
  for (const install of installs.values()) (await install.catch(() => undefined))?.remove();
  const packed = await tarball?.catch(() => undefined);
  if (packed) rmSync(dirname(packed), { recursive: true, force: true });
});

async function readQr(page: Page): Promise<string | null> {
  const image = page.getByRole('img', { name: /QR code/i }).first();
  await image.waitFor();
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** The lines of the page's own event log (the app's list, outside the elements). */
const logged = (page: Page, label: string) => page.getByRole('list', { name: label }).locator('li').allTextContents();

describe.each(APPS)('examples/%s: paykit/elements in a Vite app', (name) => {
  let app: InstalledExample;
  let shop: Served | undefined;
  let origin = '';

  beforeAll(async () => {
    app = await installs.get(name)!;
  });
  afterAll(() => shop?.stop());

  it('installs no React: paykit/elements.js carries its own renderer, and the build below has no react to reach for', () => {
    expect(existsSync(join(app.dir, 'node_modules/paykit/dist/elements.js'))).toBe(true);
    expect(existsSync(join(app.dir, 'node_modules/react'))).toBe(false);
    expect(existsSync(join(app.dir, 'node_modules/react-dom'))).toBe(false);
  });

  it('builds with vite build and starts under a strict CSP', async () => {
    const built = await run('npm', ['run', 'build'], app.dir, PRODUCTION);
    expect(built.code, built.output).toBe(0);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const { secret } = await service.webhooks.create({ url: `${origin}/api/paykit/webhooks`, events: ['payment.confirmed', 'payment.settled', 'payment.failed'] });
    shop = await serve('npm', ['start'], {
      cwd: app.dir,
      env: { ...PRODUCTION, PORT: String(port), PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: serviceUrl, PAYKIT_WEBHOOK_SECRET: secret },
      ready: /shop on (http:\/\/127\.0\.0\.1:\d+)/,
    });
    const csp = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
  });

  it('a payer pays through <paykit-checkout>: the QR is the address, the settled event reaches the page', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/`);
    try {
      await page.getByRole('button', { name: 'Pay for a tee' }).click();
      const checkout = page.locator('paykit-checkout');
      await expect.poll(() => checkout.locator('section[data-state]').getAttribute('data-state'), { timeout: 15_000 }).toBe('pending');
      const paymentId = (await checkout.getAttribute('payment-id')) ?? '';
      expect(paymentId).toMatch(/^pay_/);
      const payment = await control.payments.retrieve(paymentId);
      expect(payment.amount).toBe('25.00');
      expect(await readQr(page)).toBe(payment.payer_instructions.address);
      await expect.poll(() => logged(page, 'Payment events'), { timeout: 5_000 }).toContain('paykit-status-change: pending');

      await control.sandbox.simulatePayment(paymentId, { status: 'settled' });
      await expect.poll(() => checkout.locator('section[data-state]').getAttribute('data-state'), { timeout: 15_000 }).toBe('settled');
      await expect
        .poll(() => logged(page, 'Payment events'))
        .toEqual(expect.arrayContaining(['paykit-status-change: settled', expect.stringMatching(/^paykit-settled: 25(\.00)? USDT$/)]));
      await page.getByText('Thank you: your tee is paid.').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an applicant reaches the BSB through <paykit-onboarding>; each step and the completion reach the page', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/account`);
    try {
      const issued = await applyForAnAccount(page, async () => {
        // The newest account is this visitor's: the apps run one at a time, each opens one.
        const [account] = (await control.sandbox.listAccounts({ limit: 1 })).data;
        await control.sandbox.setVerification(account?.connected_account_id ?? '', { status: 'approved' });
      });
      await expect
        .poll(() => logged(page, 'Onboarding events'))
        .toEqual(
          expect.arrayContaining(
            ['customer-type', 'details', 'documents', 'liveness', 'verification', 'account']
              .map((step) => `paykit-step-change: ${step}`)
              .concat(`paykit-complete: BSB ${issued.bsb}`),
          ),
        );
      await page.getByText(`Your customers can pay you at BSB ${issued.bsb}.`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
