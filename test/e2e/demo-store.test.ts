/**
 * The demo as a person uses it: buy in the store, settle from the sandbox panel, watch the
 * widget turn settled; open a payment link's hosted checkout in the overlay by keyboard.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../src/hosted/demo-server';
import { launchChromium, newContext } from './browser';

let demo: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, apiKey: 'sk_e2e_store' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

describe('demo store and sandbox panel', () => {
  it('sells at the server’s price and settles from the panel', async () => {
    const context = await newContext(browser);
    const store = await context.newPage();
    await store.goto(`${demo.url}/`);
    await store.getByRole('button', { name: 'Buy Hoodie' }).click();
    const widget = store.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    const paymentId = (await widget.getAttribute('data-payment-id')) as string;
    expect(await widget.textContent()).toContain('49.50');

    const panel = await context.newPage();
    await panel.goto(`${demo.url}/sandbox`);
    await panel.getByRole('button', { name: `Settle payment ${paymentId}` }).click();
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 5000 }).toBe('settled');
    await context.close();
  });

  it('moves focus to the checkout after "Buy", and keeps the payment (and its status) across a reload until the payer goes back', async () => {
    const context = await newContext(browser);
    const store = await context.newPage();
    await store.goto(`${demo.url}/`);
    await store.getByRole('button', { name: 'Buy Enamel mug' }).click();
    const widget = store.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    expect(await store.evaluate(() => document.activeElement?.textContent)).toBe('Paying for Enamel mug');
    const paymentId = (await widget.getAttribute('data-payment-id')) as string;

    await store.reload();
    await expect.poll(() => store.locator('[data-payment-id]').getAttribute('data-payment-id')).toBe(paymentId);
    expect(await store.getByRole('heading', { level: 2, name: 'Paying for Enamel mug' }).count()).toBe(1);

    const panel = await context.newPage();
    await panel.goto(`${demo.url}/sandbox`);
    await panel.getByRole('button', { name: `Settle payment ${paymentId}` }).click();
    await expect.poll(() => store.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 5000 }).toBe('settled');
    await store.reload();
    await expect.poll(() => store.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 5000 }).toBe('settled');

    await store.getByRole('button', { name: 'Back to the products' }).click();
    expect(await store.evaluate(() => document.activeElement?.textContent)).toBe('Products');
    await store.reload();
    await store.getByRole('button', { name: 'Buy Enamel mug' }).waitFor();
    expect(await store.locator('[data-payment-id]').count()).toBe(0);
    await context.close();
  });

  it('opens the payment link’s hosted checkout in an overlay with the keyboard, and Escape returns focus', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    const open = page.getByRole('button', { name: /Pay 25\.00 USDT/ });
    await open.waitFor();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 10_000 }).toBe('pending');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
