/**
 * The hosted checkout in real Chromium, served by `npm start`'s server: the QR code read back
 * from a screenshot equals the address the sandbox issued, a reload keeps the same payment,
 * settlement arrives through the sandbox's real webhooks, and the page's CSP holds.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/demo-server';
import { expectNoExtensionCalls } from '../support/strict-sandbox';
import { createPaykitClient, type PaykitClient } from '../../src/server';
import { fill } from '../../src/hosted/pages/pay/messages';
import { formatAmount } from '../../src/shared/format-amount';
import { payWords } from '../../src/hosted/pages/pay/translations';
import { ar } from '../../src/locales/ar';
import { de } from '../../src/locales/de';
import { launchChromium, newContext } from './browser';

let demo: DemoServer;
// The demo's sandbox is strict: a sandbox-only call from its proxy or hosted checkout fails this file, named.
afterAll(() => expectNoExtensionCalls(demo.sandbox, 'the demo server'));
let admin: PaykitClient;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, apiKey: 'sk_e2e_checkout' });
  admin = createPaykitClient({ apiKey: 'sk_e2e_checkout', baseUrl: `${demo.url}/sandbox` });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** Collects CSP violations and page errors, which must stay empty. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function readQr(page: Page): Promise<string | null> {
  const image = page.getByRole('img', { name: /QR code/i });
  await image.waitFor();
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('hosted checkout /pay/<link>', () => {
  it('keeps a long amount ("59.500001 USDT") on one line at 375 px', async () => {
    const link = await admin.paymentLinks.create({ amount: '59.500001', currency: 'USDT', description: 'E2E long amount' });
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/pay/${link.id}`);
    const amount = page.locator('[data-part="amount"] [data-amount]');
    await amount.waitFor();
    expect(await amount.textContent()).toContain('59.500001');
    // One line box: its height is one line-height, not two.
    const lines = await amount.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    expect(lines).toBeLessThan(1.5);
    await context.close();
  });

  it('shows the amount, the address with its copy button and the QR code on the first screen of a 375 × 667 phone', async () => {
    const link = await admin.paymentLinks.create({ amount: '125.50', currency: 'USDT', description: 'E2E first screen' });
    const context = await newContext(browser, { width: 375, height: 667 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/pay/${link.id}`);
    await page.getByRole('img', { name: /QR code/i }).waitFor();
    const parts = {
      amount: page.locator('[data-part="amount"] [data-amount]'),
      copyAmount: page.getByRole('button', { name: /copy amount/i }),
      address: page.locator('[data-part="address"] [data-address]'),
      copyAddress: page.getByRole('button', { name: /copy address/i }),
      qr: page.getByRole('img', { name: /QR code/i }),
    };
    const bottoms: Record<string, number> = {};
    for (const [name, locator] of Object.entries(parts)) {
      const box = await locator.boundingBox();
      bottoms[name] = box ? Math.ceil(box.y + box.height) : Infinity;
    }
    expect(Object.entries(bottoms).filter(([, bottom]) => bottom > 667)).toEqual([]);
    await context.close();
  });

  it('lays the payment on the end pane at 1280 px, no card, its status row on the merchant row’s line; once paid one large amount', async () => {
    const link = await admin.paymentLinks.create({ amount: '125.50', currency: 'USDT', description: 'E2E panes' });
    const context = await newContext(browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/pay/${link.id}`);
    const widget = page.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    const layout = await page.evaluate(() => {
      const box = (selector: string) => (document.querySelector(selector) as Element).getBoundingClientRect();
      const surface = getComputedStyle(document.querySelector('[data-payment-id]') as Element);
      const merchant = box('.merchant');
      const status = box('[data-part="status"]');
      return {
        card: [surface.borderTopWidth, surface.boxShadow, surface.backgroundColor],
        width: Math.round(box('[data-payment-id]').width),
        gap: Math.round(box('[data-payment-id]').left - box('.summary').right),
        centres: Math.abs(merchant.top + merchant.height / 2 - (status.top + status.height / 2)),
      };
    });
    expect(layout.card).toEqual(['0px', 'none', 'rgba(0, 0, 0, 0)']);
    expect(layout.width).toBe(480);
    expect(layout.gap).toBe(128);
    expect(layout.centres).toBeLessThanOrEqual(2);

    await admin.sandbox.simulatePayment((await widget.getAttribute('data-payment-id')) as string, { status: 'settled' });
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 5000 }).toBe('settled');
    const paidAmount = await page.locator('.summary__amount').evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).fontWeight]);
    expect(paidAmount).toEqual(['20px', '500']);
    await context.close();
  });

  // Issue 37's designer review: the header's "Pay 125.50 USDT" and the payment's "125.50 USDT" were the amount twice.
  it('on a 375 px phone shows the amount once, large in the payment’s one-line row with its copy and network; the heading is read, not shown; once paid the moment says it', async () => {
    const link = await admin.paymentLinks.create({ amount: '125.50', currency: 'USDT', description: 'E2E phone' });
    const context = await newContext(browser, { width: 375, height: 667 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/pay/${link.id}`);
    const widget = page.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    const row = page.locator('[data-part="amount"]');
    const line = await row.evaluate((element) => element.getBoundingClientRect().height);
    expect(line).toBeLessThanOrEqual(44);
    expect(await page.getByRole('button', { name: /copy amount/i }).isVisible()).toBe(true);
    expect(await row.locator('[data-part="network"]').isVisible()).toBe(true);
    // Still read: the row keeps its label, and the page its heading, for screen readers.
    expect(await row.textContent()).toMatch(/^Exact amount/);
    expect(await page.getByRole('heading', { level: 1, name: 'Pay 125.50 USDT' }).count()).toBe(1);
    // On screen: not inside a visually hidden (1 px, clipped) box nor one not rendered (a `display: contents` box has none).
    const shown = await page.evaluate(() => {
      const onScreen = (element: Element | null): boolean => {
        for (let at = element; at && at !== document.body; at = at.parentElement) {
          const box = at.getBoundingClientRect();
          if (getComputedStyle(at).display !== 'contents' && (box.width <= 1 || box.height <= 1)) return false;
        }
        return true;
      };
      return [...document.querySelectorAll('body *')].filter(
        (element) => onScreen(element) && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('125.50')),
      ).length;
    });
    expect(shown, 'the amount on screen').toBe(1);
    const figure = await row.locator('[data-amount]').evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).fontWeight]);
    expect(figure).toEqual(['24px', '600']);

    await admin.sandbox.simulatePayment((await widget.getAttribute('data-payment-id')) as string, { status: 'settled' });
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 5000 }).toBe('settled');
    const heading = await page.locator('.summary__title').boundingBox();
    expect(heading?.height ?? 0).toBeLessThanOrEqual(1);
    expect(await page.locator('.summary__item').isVisible()).toBe(true);
    await context.close();
  });

  it('puts "Open in wallet" on the first screen of a touch phone (375 × 667) when the QR is a wallet URI', async () => {
    const link = await admin.paymentLinks.create({ amount: '0.05', currency: 'ETH', description: 'E2E touch' });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${demo.url}/pay/${link.id}`);
    const open = page.getByRole('link', { name: /open in wallet/i });
    await open.waitFor();
    const box = await open.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(667);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  it('shows a scannable QR of the sandbox’s address, keeps the payment on reload, and reaches settled', async () => {
    const link = await admin.paymentLinks.create({ amount: '19.99', currency: 'USDT', description: 'E2E poster' });
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watch(page);

    const response = await page.goto(`${demo.url}/pay/${link.id}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    for (const directive of csp.split(';').filter((d) => /^\s*(script|style)-src/.test(d))) {
      expect(directive).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    expect(response?.headers()['referrer-policy']).toBeTruthy();

    const widget = page.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    const paymentId = (await widget.getAttribute('data-payment-id')) as string;
    const payment = await admin.payments.retrieve(paymentId);
    expect(payment.reference).toBe(link.id);
    expect(await readQr(page)).toBe(payment.payer_instructions.address);

    await page.reload();
    await expect.poll(() => page.locator('[data-payment-id]').getAttribute('data-payment-id')).toBe(paymentId);

    await admin.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await expect.poll(() => page.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 5000 }).toBe('settled');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when the link does not exist', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${demo.url}/pay/pl_doesnotexist`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment link not found');
    await context.close();
  });

  it('gives a malformed link id the same friendly, translated page, with 404', async () => {
    const context = await newContext(browser, { locale: 'de-DE' });
    const page = await context.newPage();
    const problems = watch(page);
    const response = await page.goto(`${demo.url}/pay/garbage`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(payWords('de').messages.notFoundTitle);
    expect(await page.locator('body').textContent()).not.toContain('"error"');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('drops a return URL to a foreign origin and keeps one to the shop', async () => {
    const link = await admin.paymentLinks.create({ amount: '5.00', currency: 'USDT' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${demo.url}/pay/${link.id}?return_url=${encodeURIComponent('https://evil.example/phish')}`);
    expect(new URL(page.url()).search).toBe('');
    await page.goto(`${demo.url}/pay/${link.id}?return_url=${encodeURIComponent(`${demo.url}/`)}`);
    // The merchant's row is the way back, named after the shop.
    await expect.poll(() => page.getByRole('link', { name: 'Back to paykit demo store' }).getAttribute('href')).toBe(`${demo.url}/`);
    await context.close();
  });

  it('speaks the payer’s language: the browser’s German, or ?lang=ar right to left, with the widget and the page’s own words', async () => {
    const link = await admin.paymentLinks.create({ amount: '1234.5', currency: 'USDT', description: 'E2E Übersetzung' });
    const german = await newContext(browser, { locale: 'de-AT' });
    let page = await german.newPage();
    const problems = watch(page);
    await page.goto(`${demo.url}/pay/${link.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(fill(payWords('de').messages.payTitle, { amount: formatAmount('1234.5', 'de', 'USDT'), currency: 'USDT' }));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['de', 'ltr']);
    // The demo's upstream is its sandbox: the tab and the page say "test mode", in the payer's language, with the merchant's name.
    const deWords = payWords('de').messages;
    expect(await page.title()).toBe(fill(deWords.testModeTitle, { title: fill(deWords.documentTitle, { merchant: 'paykit demo store' }) }));
    expect(await page.getByRole('banner').textContent()).toContain('paykit demo store');
    expect(await page.getByRole('banner').textContent()).toContain(deWords.testMode);
    expect(await page.getByRole('region', { name: deWords.orderSummary }).textContent()).toContain('E2E Übersetzung');
    await expect.poll(() => page.locator('[data-payment-id] [role="status"]').first().textContent()).toContain(de.messages['checkout.state.pending']);
    expect(problems).toEqual([]);
    await german.close();

    const english = await newContext(browser, { locale: 'en-GB' });
    page = await english.newPage();
    await page.goto(`${demo.url}/pay/${link.id}?lang=ar`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(fill(payWords('ar').messages.payTitle, { amount: formatAmount('1234.5', 'ar', 'USDT'), currency: 'USDT' }));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.locator('.pk-root').first().getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.locator('[data-payment-id] [role="status"]').first().textContent()).toContain(ar.messages['checkout.state.pending']);
    expect(await page.locator('[data-address-groups]').getAttribute('dir')).toBe('ltr');
    // The test-mode pill ends the merchant's row at the row's far (left) edge, as it does on the right in English.
    const row = await page.locator('.merchant').evaluate((merchant) => {
      const pill = merchant.querySelector('.test-mode')!.getBoundingClientRect();
      return { pillLeft: Math.round(pill.left), rowLeft: Math.round(merchant.getBoundingClientRect().left) };
    });
    expect(row.pillLeft).toBe(row.rowLeft);
    await english.close();
  });
});
