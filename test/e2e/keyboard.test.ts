/**
 * Keyboard only (Tab, Shift+Tab, Enter, Space, Escape, typing) in Chromium: the checkout's copy
 * buttons and the PaymentLinkButton overlay on the pages `npm start` serves, and the KYC form
 * in its Storybook story (a fake proxy client that accepts the details).
 * After every key press that moves focus, the focused element must show a focus indicator
 * (a computed outline or box-shadow; see support/keyboard.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/demo-server';
import { createPaykitClient, type PaykitClient } from '../../src/server';
import { launchChromium, newContext } from './browser';
import { describeFocus, focusInfo, tabTo } from './support/keyboard';
import { gotoStory, openStorybook, type StorybookSite } from './support/storybook';

let demo: DemoServer;
let admin: PaykitClient;
let browser: Browser;
let site: StorybookSite;

beforeAll(async () => {
  [demo, browser, site] = await Promise.all([startDemoServer({ port: 0, apiKey: 'sk_e2e_keyboard' }), launchChromium(), openStorybook()]);
  admin = createPaykitClient({ apiKey: 'sk_e2e_keyboard', baseUrl: `${demo.url}/sandbox` });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await demo?.close();
  await site?.close();
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const setClipboard = (page: Page, text: string) => page.evaluate((value) => navigator.clipboard.writeText(value), text);
/** The polite live region that belongs to the focused copy button. */
const announcement = (page: Page) =>
  page.evaluate(() => document.activeElement?.parentElement?.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? null);

describe('checkout copy buttons (hosted /pay page)', () => {
  it('are reached with Tab, copy the exact amount and address with Enter and Space, and announce it', async () => {
    const link = await admin.paymentLinks.create({ amount: '19.99', currency: 'USDT', description: 'Keyboard poster' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${demo.url}/pay/${link.id}`);
    const widget = page.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    const payment = await admin.payments.retrieve((await widget.getAttribute('data-payment-id')) as string);
    const address = payment.payer_instructions.address;
    expect(address).toBeTruthy();

    await setClipboard(page, 'nothing yet');
    await tabTo(page, /^Copy amount$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => announcement(page)).toMatch(/copied/i);
    expect(await announcement(page)).toBe('Amount copied');
    expect((await focusInfo(page)).name).toBe('Copied');
    expect(await clipboard(page)).toBe(payment.amount);
    expect(await page.locator('[data-part="amount"] [data-amount]').getAttribute('data-amount')).toBe(payment.amount);

    await setClipboard(page, 'nothing yet');
    await tabTo(page, /^Copy address$/);
    await page.keyboard.press('Space');
    await expect.poll(() => announcement(page)).toBe('Address copied');
    expect((await focusInfo(page)).name).toBe('Copied');
    expect(await clipboard(page)).toBe(address);
    await context.close();
  });
});

describe('PaymentLinkButton overlay (demo store)', () => {
  it('opens a modal <dialog> with Enter, keeps Tab and Shift+Tab inside, closes with Escape and returns focus', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    await page.getByRole('button', { name: /^Pay 25\.00 USDT/ }).waitFor();

    await tabTo(page, /^Pay 25\.00 USDT/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    // A native modal dialog: the browser makes the page behind it inert and keeps Tab inside.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
    let focus = await focusInfo(page);
    expect(focus.inDialog, `focus after opening: ${describeFocus(focus)}`).toBe(true);
    expect(focus.indicator, `no visible focus on ${describeFocus(focus)}`).not.toBeNull();
    // The hosted checkout inside has loaded (its copy buttons are part of the tab cycle).
    const frame = page.frameLocator('dialog[open] iframe');
    await expect.poll(() => frame.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 10_000 }).toBe('pending');

    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set<string>();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        focus = await focusInfo(page);
        // Between the last and the first element focus may pass through the browser's own UI
        // (nothing in the page focused), as a modal <dialog> allows; never the page behind.
        expect(focus.inDialog || focus.none, `${key} #${i + 1} left the dialog: ${describeFocus(focus)}`).toBe(true);
        if (!focus.none) expect(focus.indicator, `${key} #${i + 1}: no visible focus on ${describeFocus(focus)}`).not.toBeNull();
        seen.add(describeFocus(focus));
      }
      // The cycle went through the close button and into the hosted page, not stuck on one element.
      expect([...seen].some((entry) => entry.includes('"Close'))).toBe(true);
      expect([...seen].some((entry) => entry.includes('(in iframe)'))).toBe(true);
    }

    // Escape from the dialog's own controls closes it.
    await tabTo(page, /^Close/, { key: 'Shift+Tab' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    focus = await focusInfo(page);
    expect(focus.name).toMatch(/^Pay 25\.00 USDT/);
    expect(focus.indicator, `no visible focus on ${describeFocus(focus)} after closing`).not.toBeNull();

    // …and so does Escape pressed inside the embedded checkout page.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => frame.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 10_000 }).toBe('pending');
    expect((await tabTo(page, /^Copy address$/)).at(-1)?.inFrame).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focusInfo(page)).name).toMatch(/^Pay 25\.00 USDT/);
    await context.close();
  });
});

describe('KycForm (story Onboarding/KycForm › Empty)', () => {
  it('is completed with Tab, Shift+Tab, typing, Space and Enter; a bad submit focuses the error summary', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const outcome = await gotoStory(page, site, 'onboarding-kycform--empty');
    expect(outcome.error).toBeNull();
    const form = page.locator('form[data-form="kyc"]');
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    const type = (text: string) => page.keyboard.type(text);

    // Submitting it empty: the summary takes focus, shows it, and its links lead to the fields.
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-part'))).toBe('error-summary');
    let focus = await focusInfo(page);
    expect(focus.name).toMatch(/There is a problem/);
    expect(focus.indicator, 'the focused error summary shows focus').not.toBeNull();
    expect(focus.onScreen).toBe(true);
    // The empty fields are one line whose link leads to the first of them.
    await tabTo(page, /required fields/i, { max: 3 });
    await page.keyboard.press('Enter');
    await expect.poll(focusedId).toBe('first_name');

    // Every answer by keyboard; Shift+Tab goes back to correct the first name (focus by keyboard selects its text).
    await type('Kir');
    await tabTo(page, /^Last name/, { max: 1 });
    await type('Te Kanawa');
    await tabTo(page, /^First name/, { key: 'Shift+Tab', max: 1 });
    await type('Kiri');
    await tabTo(page, /^Day$/, { max: 2 });
    await type('3');
    await tabTo(page, /^Month$/, { max: 1 });
    await type('7');
    await tabTo(page, /^Year$/, { max: 1 });
    await type('1985');
    await tabTo(page, /^Nationality/, { max: 1 });
    await type('New Zealand'); // a closed <select> picks the option typed
    await tabTo(page, /^Passport/, { max: 1 });
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    await tabTo(page, /^Document number/, { max: 1 });
    await type('NZ-778812');
    await tabTo(page, /^Country/, { max: 1 });
    await type('New Zealand');
    await tabTo(page, /^Address line 1/, { max: 2 });
    await type('12 Queen Street');
    await tabTo(page, /^Town, suburb or city/, { max: 2 });
    await type('Auckland');
    await tabTo(page, /^State, province or region/, { max: 1 });
    await type('Auckland');
    await tabTo(page, /^Postcode/, { max: 1 });
    await type('1010');

    expect(await page.locator('#first_name').inputValue()).toBe('Kiri');
    expect(await page.locator('#nationality').inputValue()).toBe('NZ');
    expect(await page.locator('#address-country').inputValue()).toBe('NZ');

    await tabTo(page, /^Continue$/, { max: 2 });
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getAttribute('data-state'), { timeout: 5000 }).toBe('submitted');
    expect(await page.locator('[data-part="submit-status"]').textContent()).toBe('Your details have been sent.');
    expect(await page.locator('[data-part="error-summary"]').count()).toBe(0);
    focus = await focusInfo(page);
    expect(focus.none || focus.indicator !== null, `no visible focus on ${describeFocus(focus)} after submitting`).toBe(true);
    await context.close();
  });
});
