/**
 * The demo's /dashboard page in real Chromium against `npm start`'s server (in-process): it
 * renders under the strict CSP with no error, is axe-clean, and opening it is what makes this
 * browser's session the merchant's staff (another browser stays a shopper).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../src/hosted/demo-server';
import { launchChromium, newContext } from './browser';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let demo: DemoServer;
let browser: Browser;

beforeAll(async () => {
  [demo, browser] = await Promise.all([startDemoServer({ port: 0, apiKey: 'sk_e2e_dashboard' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** The status of a proxy call made by the page itself, with the page's own cookie. */
const statusOf = (page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).status, path);

describe('/dashboard in the demo', () => {
  it('renders its heading under the strict CSP, axe-clean, and makes this browser the staff', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

    await page.goto(`${demo.url}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(problems).toEqual([]);

    expect(await statusOf(page, '/api/paykit/payment-links')).toBe(200);
    expect(await statusOf(page, '/api/paykit/transactions')).toBe(200);

    // A second browser on the store only: still a shopper.
    const other = await newContext(browser);
    const shopper = await other.newPage();
    await shopper.goto(`${demo.url}/`);
    expect(await statusOf(shopper, '/api/paykit/payment-links')).toBe(403);
    await Promise.all([context.close(), other.close()]);
  });
});
