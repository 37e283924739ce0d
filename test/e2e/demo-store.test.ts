/**
 * The demo as a person uses it: buy in the store, settle from the sandbox panel, watch the
 * widget turn settled; open a payment link's hosted checkout in the overlay by keyboard; and
 * every page the demo serves loads with nothing in the console (no CSP error, no violation).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../src/hosted/demo-server';
import { expectNoExtensionCalls } from '../support/strict-sandbox';
import { createPaykitClient } from '../../src/server';
import { launchChromium, newContext } from './browser';

let demo: DemoServer;
// The demo's sandbox is strict: a sandbox-only call from its proxy or hosted checkout fails this file, named.
afterAll(() => expectNoExtensionCalls(demo.sandbox, 'the demo server'));
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

  it('panel at 375 px: a long list pages, opening a form moves no button, and an account that sent nothing cannot be approved', async () => {
    const admin = createPaykitClient({ apiKey: 'sk_e2e_store', baseUrl: `${demo.url}/sandbox` });
    for (let i = 0; i < 12; i++) await admin.payments.create({ amount: '12.00', currency: 'USDT', reference: `e2e-panel-${i}` });
    const account = await admin.connectedAccounts.create({ customer_type: 'individual', email: 'e2e-empty@example.com', country: 'AU', reference_id: 'e2e' });
    const context = await newContext(browser, { width: 375 });
    const panel = await context.newPage();
    await panel.goto(`${demo.url}/sandbox`);
    const rows = panel.locator('#payments tr[data-id]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);

    const row = rows.first();
    const expire = row.getByRole('button', { name: /^Expire payment/ });
    // Where the button is on the page (not in the viewport, which a click may scroll).
    const place = () => expire.evaluate((button) => ({ x: button.getBoundingClientRect().left + scrollX, y: button.getBoundingClientRect().top + scrollY }));
    const before = await place();
    await row.getByText('Underpay…').click();
    await row.getByRole('textbox').waitFor();
    expect(await place()).toEqual(before);

    // The button is disabled with its reason; the panel API refuses the approval too, and says why.
    const accountRow = panel.locator(`tr[data-id="${account.connected_account_id}"]`);
    const approve = accountRow.getByRole('button', { name: `Approve account ${account.connected_account_id}` });
    expect(await approve.isDisabled()).toBe(true);
    expect(await accountRow.textContent()).toContain('Nothing sent yet');
    await context.close();
  });

  it('loads /, /pay/<id>, /onboarding and /dashboard (before and after signing in) with no console error and no CSP violation', async () => {
    const context = await newContext(browser);
    // A violation is an event, not always a console line: make it one.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const { payment_link_id: linkId } = (await (await fetch(`${demo.url}/demo/config.json`)).json()) as { payment_link_id: string };

    await page.goto(`${demo.url}/`);
    await page.getByRole('button', { name: 'Buy Hoodie' }).waitFor();
    await page.goto(`${demo.url}/pay/${linkId}`);
    await expect.poll(() => page.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 10_000 }).toBe('pending');
    await page.goto(`${demo.url}/onboarding`);
    await page.getByRole('heading', { level: 2, name: 'Who is the account for?' }).waitFor();
    await page.goto(`${demo.url}/dashboard`);
    const signIn = page.getByRole('button', { name: 'Sign in as the store’s staff' });
    await signIn.waitFor();
    expect(problems).toEqual([]);
    await signIn.click();
    await expect.poll(() => page.locator('[data-paykit="balance-list"]').getAttribute('data-state')).toMatch(/ready|empty/);
    expect(problems).toEqual([]);
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
