/**
 * The hosted checkout painted on the server (docs/checkout.md#before-the-script-runs), in real
 * Chromium against `npm start`'s server: with JavaScript off a payer finds the amount, the address
 * and a QR code that decodes to it; with JavaScript on the script takes that page over without
 * asking for the checkout again, and nothing on it moves.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/demo-server';
import { createPaykitClient, type PaykitClient } from '../../src/server';
import { launchChromium } from './browser';
import { payWords } from '../../src/hosted/pages/pay/translations';

let demo: DemoServer;
let admin: PaykitClient;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, apiKey: 'sk_e2e_painted' });
  admin = createPaykitClient({ apiKey: 'sk_e2e_painted', baseUrl: `${demo.url}/sandbox` });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** A phone-sized page, its scripts on or off. */
async function openPhone(javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: 'en-US',
    viewport: { width: 375, height: 667 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return { context, page: await context.newPage() };
}

async function readQr(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByRole('img', { name: /QR code/i }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Where the page's parts are drawn (rounded to the CSS pixel): what a layout shift would change. */
async function layout(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).boundingBox();
    return found ? { y: Math.round(found.y), height: Math.round(found.height) } : null;
  };
  return {
    root: await box('#root'),
    summary: await box('.summary'),
    widget: await box('[data-payment-id]'),
    amount: await box('[data-part="amount"]'),
    address: await box('[data-part="address"]'),
    qr: await box('[data-part="qr"]'),
    countdown: await box('[data-part="countdown"]'),
  };
}

describe('hosted checkout painted on the server', () => {
  it('shows the amount, the address and a QR code of it with JavaScript off', async () => {
    const link = await admin.paymentLinks.create({ amount: '42.50', currency: 'USDT', description: 'E2E no script' });
    const { context, page } = await openPhone(false);
    try {
      const response = await page.goto(`${demo.url}/pay/${link.id}`);
      expect(response?.status()).toBe(200);
      const widget = page.locator('[data-payment-id]');
      expect(await widget.getAttribute('data-state')).toBe('pending');
      const payment = await admin.payments.retrieve((await widget.getAttribute('data-payment-id')) as string);
      expect(payment.reference).toBe(link.id);
      const address = payment.payer_instructions.address;

      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pay 42.50 USDT');
      expect(await page.locator('[data-part="amount"] [data-amount]').textContent()).toBe('42.50 USDT');
      expect(await page.locator('[data-part="address"] [data-address]').getAttribute('data-address')).toBe(address);
      // The grouped address a payer reads is the address, and one tap selects all of it to copy by hand.
      const groups = page.locator('[data-address-groups]');
      expect(await groups.textContent()).toBe(address);
      expect(await groups.evaluate((element) => getComputedStyle(element).userSelect)).toBe('all');
      // A translating browser leaves the address alone, as it does on a page the script drew.
      expect(await groups.getAttribute('translate')).toBe('no');
      expect(await page.locator('[data-part="amount"] [data-amount]').evaluate((element) => getComputedStyle(element).userSelect)).toBe('all');
      expect(await readQr(page)).toBe(address);
      // The countdown's start is painted too.
      expect(await page.getByRole('timer').textContent()).toMatch(/\d+:\d\d/);
    } finally {
      await context.close();
    }
  });

  it('is taken over by its script without asking for the checkout again, and nothing moves', async () => {
    const link = await admin.paymentLinks.create({ amount: '7.25', currency: 'USDT', description: 'E2E hydration' });
    const url = `${demo.url}/pay/${link.id}`;

    const off = await openPhone(false);
    await off.page.goto(url);
    const painted = await layout(off.page);
    const paymentId = await off.page.locator('[data-payment-id]').getAttribute('data-payment-id');
    await off.context.close();

    const on = await openPhone(true);
    try {
      const checkouts: string[] = [];
      on.page.on('request', (request) => {
        if (request.url().includes('/checkout')) checkouts.push(request.url());
      });
      const errors: string[] = [];
      on.page.on('pageerror', (error) => errors.push(error.message));
      on.page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // Hydrated, the widget subscribes to the payment's events; holding the stream keeps the painted state.
      let subscribed: () => void = () => undefined;
      const hydrated = new Promise<void>((resolve) => (subscribed = resolve));
      await on.page.route('**/api/paykit/payments/*/events', () => subscribed());
      await on.page.goto(url);
      await hydrated;

      expect(await on.page.locator('[data-payment-id]').getAttribute('data-payment-id')).toBe(paymentId);
      expect(checkouts).toEqual([]);
      expect(await layout(on.page)).toEqual(painted);
      // The copy button works only once the script has taken the page over (measured after the
      // layout: its "Copied" tip shows for two seconds).
      await on.page.getByRole('button', { name: /copy amount/i }).click();
      await expect.poll(() => on.page.evaluate(() => navigator.clipboard.readText())).toBe('7.25');
      expect(painted.qr?.height).toBeGreaterThan(100);
      expect(errors).toEqual([]);
    } finally {
      await on.context.close();
    }
  });

  it('paints the page for an address no link has: the same card with JavaScript off and on, in the payer’s language', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { context, page } = await openPhone(javaScriptEnabled);
      try {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await page.goto(`${demo.url}/pay/pl_NoSuchLink0000000000000000?lang=de`);
        expect(response?.status()).toBe(404);
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(payWords('de').messages.notFoundTitle);
        expect(await page.locator('main').getAttribute('data-stage')).toBe('not-found');
        // A link that leads nowhere: a neutral mark of its own (no alarm), and the small print that it is no one's fault.
        expect(await page.locator('.notice__card .notice__mark[data-tone="neutral"] svg').count()).toBe(1);
        expect(await page.locator('.notice__note').textContent()).toBe(payWords('de').messages.notFoundNote);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        expect(await page.getByRole('contentinfo').textContent()).toContain(payWords('de').messages.poweredBy);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
