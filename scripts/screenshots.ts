/**
 * The README's pictures, taken from the demo as a payer and an applicant see it: the checkout
 * widget waiting for a payment, the hosted checkout page on a phone, and onboarding's
 * details form. `npm run screenshots` rewrites docs/screenshots/*.png; run it after a change to
 * how they look.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { startDemoServer } from '../src/hosted/demo-server';
import { createPaykitClient } from '../src/server';
import { launchChromium, newContext } from '../test/e2e/browser';
import { ensureChromium } from '../test/setup/chromium';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const API_KEY = 'sk_screenshots';

async function widget(browser: Browser, url: string): Promise<void> {
  const context = await newContext(browser, { width: 1024, height: 900 });
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Buy Hoodie' }).click();
  const root = page.locator('[data-payment-id]');
  await root.and(page.locator('[data-state="pending"]')).waitFor();
  await page.getByRole('img', { name: /QR code/i }).waitFor();
  await root.screenshot({ path: `${OUT}checkout-widget.png` });
  await context.close();
}

async function hosted(browser: Browser, url: string): Promise<void> {
  const admin = createPaykitClient({ apiKey: API_KEY, baseUrl: `${url}/sandbox` });
  const link = await admin.paymentLinks.create({ amount: '19.99', currency: 'USDT', description: 'Poster, A2' });
  const context = await newContext(browser, { width: 390, height: 844 });
  const page = await context.newPage();
  await page.goto(`${url}/pay/${link.id}`);
  await page.getByRole('img', { name: /QR code/i }).waitFor();
  await page.screenshot({ path: `${OUT}hosted-checkout.png`, fullPage: true });
  await context.close();
}

async function onboarding(browser: Browser, url: string): Promise<void> {
  const context = await newContext(browser, { width: 900, height: 720 });
  const page = await context.newPage();
  await page.goto(`${url}/onboarding`);
  await page.getByRole('radio', { name: /individual/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: 'Tell us about yourself' }).waitFor();
  // The top of the form: the progress list and the first fields (the whole form is a long page).
  await page.screenshot({ path: `${OUT}onboarding.png` });
  await context.close();
}

async function main(): Promise<void> {
  ensureChromium();
  mkdirSync(OUT, { recursive: true });
  // The pages as `npm start` serves them: a production build, whatever NODE_ENV the shell has.
  process.env.NODE_ENV = 'production';
  await build({ configFile: 'vite.pages.config.ts', logLevel: 'warn' });
  const demo = await startDemoServer({ port: 0, apiKey: API_KEY });
  const browser = await launchChromium();
  try {
    await widget(browser, demo.url);
    await hosted(browser, demo.url);
    await onboarding(browser, demo.url);
    console.info(`screenshots: wrote checkout-widget.png, hosted-checkout.png and onboarding.png into ${OUT}`);
  } finally {
    await browser.close();
    await demo.close();
  }
}

await main();
