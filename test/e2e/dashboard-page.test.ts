/**
 * The demo's /dashboard page in real Chromium against `npm start`'s server (in-process): it
 * renders under the strict CSP with no error, is axe-clean, and opening it signs nobody in: its
 * "Sign in as the store's staff" button is what makes this browser's session the merchant's
 * staff (another browser stays a shopper). Then the journeys:
 * convert at a locked quote and see both balances move by exactly the quoted amounts; an expired
 * quote refused in words with a fresh one offered; a link created, found, paid through its hosted
 * page, shown paid with its transaction; filters and pages; axe at every step.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/demo-server';
import { expectNoExtensionCalls } from '../support/strict-sandbox';
import { add, subtract } from '../../src/shared/money';
import { formatAmount } from '../../src/shared/format-amount';
import { launchChromium, newContext } from './browser';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let demo: DemoServer;
// The demo's sandbox is strict: a sandbox-only call from its proxy or hosted checkout fails this file, named.
afterAll(() => expectNoExtensionCalls(demo.sandbox, 'the demo server'));
let browser: Browser;

beforeAll(async () => {
  [demo, browser] = await Promise.all([startDemoServer({ port: 0, apiKey: 'sk_e2e_dashboard' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

const API_KEY = 'sk_e2e_dashboard';

/** A call to the demo's sandbox as the merchant's server makes it (with the API key). */
async function sandbox<T>(path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${demo.url}/sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The platform's balance in one currency, as the service holds it. */
async function platformBalance(currency: string): Promise<string> {
  const { data } = await sandbox<{ data: { currency: string; available: string }[] }>('/v1/accounts/me/wallet/balances');
  return data.find((entry) => entry.currency === currency)?.available ?? '0';
}

/** Money in the platform's wallet: a payment settled through the sandbox's simulator. */
async function fundPlatform(amount: string): Promise<void> {
  const payment = await sandbox<{ payment_id: string }>('/v1/payments', { amount, currency: 'USDT', reference: `e2e-fund-${Date.now()}` });
  await sandbox(`/v1/sandbox/payments/${payment.payment_id}/simulate`, { status: 'settled' });
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const SIGN_IN = 'Sign in as the store’s staff';

/** /dashboard in a fresh browser, signed in with the page's own button. */
async function openDashboard(): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${demo.url}/dashboard`);
  await page.getByRole('button', { name: SIGN_IN }).click();
  await expect.poll(() => page.locator('[data-paykit="balance-list"]').getAttribute('data-state')).toMatch(/ready|empty/);
  return page;
}

/** The status of a proxy call made by the page itself, with the page's own cookie. */
const statusOf = (page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).status, path);

/** The same with the browser's cookie, from outside the page (a refusal logs nothing in its console). */
const cookieStatusOf = async (page: Page, path: string) => (await page.context().request.get(new URL(path, demo.url).href)).status();

describe('/dashboard in the demo', () => {
  it('renders under the strict CSP, axe-clean; its sign-in button, not the visit, makes this browser the staff', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // The shopper's first look asks nothing of the proxy: no 403 in the console before signing in.
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

    await page.goto(`${demo.url}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    const signIn = page.getByRole('button', { name: SIGN_IN });
    await signIn.waitFor();
    expect(await page.locator('[data-paykit="balance-list"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Opening the page signed nobody in.
    expect(await cookieStatusOf(page, '/api/paykit/payment-links')).toBe(403);
    expect(await cookieStatusOf(page, '/api/paykit/transactions')).toBe(403);

    // By keyboard: the button is the first stop; afterwards focus is on the words saying what happened.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(SIGN_IN);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-paykit="balance-list"]').getAttribute('data-state')).toMatch(/ready|empty/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('You are signed in as the demo store’s staff.');
    // The platform's own dashboard: its own money, no connected account to set up beside it.
    expect(await page.locator('[data-paykit="account-status"]').count()).toBe(0);
    expect(await page.getByText(/set up your account|no account yet/i).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await cookieStatusOf(page, '/api/paykit/payment-links')).toBe(200);
    expect(await cookieStatusOf(page, '/api/paykit/transactions')).toBe(200);
    expect(problems).toEqual([]);

    // A reload stays signed in; a second browser on the store only is still a shopper.
    await page.reload();
    await expect.poll(() => page.locator('[data-paykit="balance-list"]').getAttribute('data-state')).toMatch(/ready|empty/);
    const other = await newContext(browser);
    const shopper = await other.newPage();
    await shopper.goto(`${demo.url}/`);
    expect(await statusOf(shopper, '/api/paykit/payment-links')).toBe(403);

    // Signing out shows the card again, focus on its heading, and the proxy refuses again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: SIGN_IN }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Staff only');
    expect(await page.getByRole('status').filter({ hasText: 'You signed out' }).count()).toBe(1);
    expect(await cookieStatusOf(page, '/api/paykit/payment-links')).toBe(403);
    await Promise.all([context.close(), other.close()]);
  });

  it('converts USDT to AUD at the quoted rate, and both balances move by exactly the quoted amounts', async () => {
    await fundPlatform('100.00');
    const page = await openDashboard();
    const [usdtBefore, audBefore] = [await platformBalance('USDT'), await platformBalance('AUD')];

    const converter = page.locator('[data-paykit="fx-converter"]');
    await converter.getByLabel('Amount to sell').fill('10.00');
    const quoted = page.waitForResponse((response) => response.url().endsWith('/api/paykit/fx/quotes'));
    await converter.getByRole('button', { name: 'Get quote' }).click();
    const quote = (await (await quoted).json()) as { sell_amount: string; buy_amount: string; rate: string };
    await expect.poll(() => converter.getAttribute('data-state')).toBe('quoted');
    expect(await converter.textContent()).toContain(formatAmount(quote.buy_amount, 'en', 'AUD'));
    expect(await axeViolations(page)).toEqual([]);

    const converted = page.waitForResponse((response) => response.url().endsWith('/api/paykit/fx/conversions'));
    await converter.getByRole('button', { name: 'Convert', exact: true }).click();
    const conversion = (await (await converted).json()) as { sell_amount: string; buy_amount: string; rate: string; quote_id: string };
    await expect.poll(() => converter.getAttribute('data-state')).toBe('converted');
    expect([conversion.sell_amount, conversion.buy_amount, conversion.rate]).toEqual([quote.sell_amount, quote.buy_amount, quote.rate]);

    expect(await platformBalance('USDT')).toBe(subtract(usdtBefore, quote.sell_amount));
    expect(await platformBalance('AUD')).toBe(add(audBefore, quote.buy_amount));
    const balances = page.locator('[data-paykit="balance-list"]');
    await expect
      .poll(() => balances.getByRole('listitem').filter({ hasText: 'AUD' }).textContent())
      .toContain(formatAmount(add(audBefore, quote.buy_amount), 'en', 'AUD'));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses a quote the service says has expired, in words, and offers a fresh one that converts', async () => {
    await fundPlatform('30.00');
    const page = await openDashboard();
    const converter = page.locator('[data-paykit="fx-converter"]');
    // The sandbox's USDT/AUD minimum is 10.00 USDT.
    await converter.getByLabel('Amount to sell').fill('10.00');
    await converter.getByRole('button', { name: 'Get quote' }).click();
    await expect.poll(() => converter.getAttribute('data-state')).toBe('quoted');

    // The service's clock moves past quote_expiry while the page still counts the quote valid.
    await sandbox('/v1/sandbox/clock', { advance_seconds: 120 });
    await converter.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect.poll(() => converter.getAttribute('data-state')).toMatch(/expired|refused/);
    expect(await converter.textContent()).toMatch(/expired/i);
    expect(await axeViolations(page)).toEqual([]);

    await converter.getByRole('button', { name: 'Get a new quote' }).click();
    await expect.poll(() => converter.getAttribute('data-state')).toBe('quoted');
    await converter.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect.poll(() => converter.getAttribute('data-state')).toBe('converted');
    await page.context().close();
  });

  it('creates a link, finds it in the list, is paid through its hosted page, and shows it paid with its transaction', async () => {
    const page = await openDashboard();
    // Creating a link is the page's header action: its form opens in a dialog, focus inside it.
    expect(await page.locator('[data-paykit="create-payment-link"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Create payment link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create payment link' });
    await dialog.waitFor();
    const form = dialog.locator('[data-paykit="create-payment-link"]');
    await form.getByLabel('Amount').fill('12.34');
    await form.getByLabel(/Description/).fill('E2E poster');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/paykit/payment-links') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create link' }).click();
    const link = (await (await created).json()) as { id: string; url: string };
    const list = page.locator('[data-paykit="payment-link-list"]');
    await expect.poll(() => list.textContent()).toContain('12.34');
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it, and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create payment link');

    // The payer, in another browser, opens the link's hosted page; the service settles the payment.
    const payer = await (await newContext(browser)).newPage();
    await payer.goto(`${demo.url}/pay/${link.id}`);
    const widget = payer.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    await sandbox(`/v1/sandbox/payments/${await widget.getAttribute('data-payment-id')}/simulate`, { status: 'settled' });
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 10_000 }).toBe('settled');
    await payer.context().close();

    await list.getByRole('radio', { name: 'Paid' }).check();
    const row = list.locator(`tr[data-link-id="${link.id}"]`);
    await expect.poll(() => row.locator('[data-status]').textContent(), { timeout: 10_000 }).toBe('Paid');
    const actions = list.locator(`[data-actions-for="${link.id}"]`);
    await actions.getByRole('button', { name: 'More actions' }).click();
    await actions.getByRole('button', { name: 'Transactions' }).click();

    const transactions = page.locator('[data-paykit="transaction-list"]');
    // The link's filter is set: a wide bar shows it as a chip under its row.
    await expect.poll(() => transactions.getByRole('button', { name: `Remove filter Payment link: ${link.id}` }).isVisible()).toBe(true);
    await expect.poll(() => transactions.getByRole('table').textContent()).toContain('12.34');
    expect(await transactions.getByRole('table').textContent()).toMatch(/settled/i);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('filters and pages the transactions: a link with 12 attempts, 10 a page, then the last 2', async () => {
    const link = await sandbox<{ id: string }>('/v1/payment-links', { amount: '1.00', currency: 'USDT', description: 'E2E paging' });
    for (let n = 0; n < 12; n += 1) await sandbox('/v1/payments', { amount: '1.00', currency: 'USDT', reference: link.id });
    const page = await openDashboard();
    const transactions = page.locator('[data-paykit="transaction-list"]');
    await transactions.getByLabel('Rows per page').selectOption('10');
    // One link's transactions: from the link's row (its "⋯" menu), as a merchant gets there on a wide screen.
    const row = page.locator(`[data-paykit="payment-link-list"] tr[data-link-id="${link.id}"]`);
    await row.getByRole('button', { name: 'More actions' }).click();
    await row.getByRole('button', { name: 'Transactions' }).click();
    await expect.poll(() => transactions.textContent()).toContain('1–10 of 12');
    expect(await transactions.getByRole('table').getByRole('row').count()).toBe(11);
    await transactions.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => transactions.textContent()).toContain('11–12 of 12');
    expect(await transactions.getByRole('table').getByRole('row').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);

    await transactions.getByLabel('Status').selectOption('settled');
    await expect.poll(() => transactions.getAttribute('data-state')).toBe('empty');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
