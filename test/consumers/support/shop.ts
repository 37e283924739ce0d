/**
 * What a payer sees in a consumer app, read in Chromium: the kit's styles applied (a token only
 * the kit's CSS sets), how many of the kit's rules the kit added to the page beside the app's
 * stylesheet (none, when the stylesheet holds them), the styles notice, and what the console and
 * the page's CSP reported.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../setup/chromium';
import { chromium } from 'playwright-core';

/** The light theme's accent: set only by the kit's stylesheet. */
export const KIT_ACCENT = '#2347c5';
/** The provider's notice (src/react/i18n/en.ts) when it could not style the page. */
export const STYLES_NOTICE = 'paykit: styles could not be applied';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, page errors, CSP violations and answers of 400 or more, as they came. */
  problems: string[];
}

export async function openPage(browser: Browser, url: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Watched> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium asks every page for /favicon.ico; these apps have none.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__cspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(url);
  return { page, context, problems };
}

export interface KitStyles {
  accent: string;
  /** The kit's rules in constructed sheets and <style> elements: what it added beside the app's CSS. */
  addedRules: number;
  notice: string | null;
}

export function readKitStyles(page: Page): Promise<KitStyles> {
  return page.evaluate((noticeText) => {
    // Leaf rules that name the kit's classes or variables, inside whatever groups hold them
    // (the kit's own `@media all` groups, or Stitches' `@media{}` ones). Not `'cssRules' in rule`:
    // style rules have cssRules too (CSS nesting), which would count nothing.
    const count = (rules: CSSRuleList): number =>
      [...rules].reduce(
        (sum, rule) => sum + (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule ? count(rule.cssRules) : rule.cssText.includes('pk-') ? 1 : 0),
        0,
      );
    const styleRules = [...document.querySelectorAll('style')].reduce((sum, style) => sum + (style.sheet ? count(style.sheet.cssRules) : 0), 0);
    const adoptedRules = document.adoptedStyleSheets.reduce((sum, sheet) => sum + count(sheet.cssRules), 0);
    const root = document.querySelector('.pk-root');
    const notice = [...document.querySelectorAll('[role="alert"]')].map((element) => element.textContent ?? '').find((text) => text.includes(noticeText));
    return {
      accent: root ? getComputedStyle(root).getPropertyValue('--pk-colors-accent').trim() : '',
      addedRules: styleRules + adoptedRules,
      notice: notice ?? null,
    };
  }, STYLES_NOTICE);
}

/** Clicks the shop's buy button and waits for the widget to show the pending payment; returns its id. */
export async function buyTee(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pay for a tee' }).click();
  await page.locator('[data-payment-id][data-state="pending"], [data-shop-error]').first().waitFor();
  const failure = page.locator('[data-shop-error]');
  if ((await failure.count()) > 0) throw new Error(`the shop could not create the payment: ${await failure.textContent()}`);
  return (await page.locator('[data-payment-id]').getAttribute('data-payment-id')) ?? '';
}
