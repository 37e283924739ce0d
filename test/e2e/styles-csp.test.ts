/**
 * The kit's styles in real Chromium under a strict Content-Security-Policy (`style-src 'self'`,
 * no 'unsafe-inline'), however the page brings paykit/styles.css: linked as built, minified as
 * Vite's and Next's CSS pipelines minify it (lightningcss) or as esbuild does, or not at all.
 * Every style must apply, nothing the sheet already holds may be added again, and the
 * "styles could not be applied" notice appears only when styles really do not apply.
 */
import { build, transform as esbuildTransform } from 'esbuild';
import { transform as lightningTransform } from 'lightningcss';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseStylesheet } from '../../src/react/stylesheet';
import { CHROMIUM_ARGS, ensureChromium } from '../setup/chromium';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'";
const LIGHT_ACCENT = '#2347c5';
/** The accent test/fixtures/csp-app.tsx gives its run-time theme. */
const CUSTOM_ACCENT = '#8a2c0d';
const BLOCKED = /^paykit: styles could not be applied — under a Content-Security-Policy without 'unsafe-inline' in style-src, load paykit\/styles\.css/;
/** What a browser without constructable style sheets (Safari before 16.4) offers. */
const WITHOUT_CONSTRUCTABLE_SHEETS = 'delete Document.prototype.adoptedStyleSheets;';

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: ['test/fixtures/csp-app.tsx'],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0]!.contents;
  const css = baseStylesheet();
  const sheets: Record<string, string> = {
    '/styles.css': css,
    '/lightningcss.css': lightningTransform({ filename: 'paykit.css', code: Buffer.from(css), minify: true }).code.toString(),
    '/esbuild.css': (await esbuildTransform(css, { loader: 'css', minify: true })).code,
  };
  const html = (sheet: string | null) =>
    `<!doctype html><html lang="en"><head><title>csp</title>${sheet ? `<link rel="stylesheet" href="${sheet}">` : ''}</head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>`;
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/app.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    const sheet = sheets[url.pathname];
    if (sheet !== undefined) return response.writeHead(200, { 'content-type': 'text/css' }).end(sheet);
    response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': CSP }).end(html(url.searchParams.get('sheet')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function open(query: string, options: { legacy?: boolean } = {}) {
  const context = await browser.newContext();
  if (options.legacy) await context.addInitScript(WITHOUT_CONSTRUCTABLE_SHEETS);
  const page = await context.newPage();
  const errors: string[] = [];
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}/?${query}`);
  await page.waitForSelector('[data-state="underpaid"]');
  const seen = await page.evaluate(() => {
    // The kit's sheets hold one `@media all` group per Stitches group; count what is inside them.
    const count = (rules: CSSRuleList): number =>
      [...rules].reduce((sum, rule) => sum + (rule instanceof CSSMediaRule && rule.conditionText === 'all' ? rule.cssRules.length : 1), 0);
    const styleElements = [...document.querySelectorAll('style')];
    const adopted = 'adoptedStyleSheets' in document ? document.adoptedStyleSheets : [];
    return {
      accent: getComputedStyle(document.querySelector('.pk-root') as Element)
        .getPropertyValue('--pk-colors-accent')
        .trim(),
      styleElements: styleElements.length,
      addedRules:
        adopted.reduce((sum, sheet) => sum + count(sheet.cssRules), 0) +
        styleElements.reduce((sum, style) => sum + (style.sheet ? count(style.sheet.cssRules) : 0), 0),
      alert: document.querySelector('[role="alert"]')?.textContent ?? null,
      qrWidth: document.querySelector('[data-part="qr"]')?.getBoundingClientRect().width ?? 0,
    };
  });
  await context.close();
  return { ...seen, errors, crashes };
}

describe('paykit/styles.css under a strict CSP (Chromium)', () => {
  it.each([
    ['as built', '/styles.css'],
    ['minified by lightningcss (Vite 8, Next 16)', '/lightningcss.css'],
    ['minified by esbuild', '/esbuild.css'],
  ])('linked %s: every style applies, nothing is added twice, no notice', async (_, sheet) => {
    const seen = await open(`sheet=${sheet}`);
    expect(seen.accent).toBe(LIGHT_ACCENT);
    expect(seen.qrWidth).toBeGreaterThan(0);
    expect(seen.qrWidth).toBeLessThanOrEqual(240);
    expect(seen.addedRules).toBe(0);
    expect(seen.styleElements).toBe(0);
    expect(seen.alert).toBeNull();
    expect(seen.errors).toEqual([]);
    expect(seen.crashes).toEqual([]);
  });

  it('with the sheet linked, a theme made at run time is the only rule the kit adds', async () => {
    const seen = await open('sheet=/lightningcss.css&theme=custom');
    expect(seen.accent).toBe(CUSTOM_ACCENT);
    expect(seen.addedRules).toBe(1);
    expect(seen.errors).toEqual([]);
  });

  it('without the file, the kit applies its styles through a constructed sheet, which the CSP allows', async () => {
    const seen = await open('');
    expect(seen.accent).toBe(LIGHT_ACCENT);
    expect(seen.qrWidth).toBeLessThanOrEqual(240);
    expect(seen.addedRules, 'the rules this one widget state uses').toBeGreaterThan(20);
    expect(seen.styleElements).toBe(0);
    expect(seen.alert).toBeNull();
    expect(seen.errors).toEqual([]);
  });

  it('a browser without constructable sheets and a minified file linked: styles apply, no false notice', async () => {
    const seen = await open('sheet=/lightningcss.css', { legacy: true });
    expect(seen.accent).toBe(LIGHT_ACCENT);
    expect(seen.alert).toBeNull();
    expect(seen.crashes).toEqual([]);
  });

  it('a browser without constructable sheets and no file: the widget renders and the provider says what to do', async () => {
    const seen = await open('', { legacy: true });
    expect(seen.alert).toMatch(BLOCKED);
    expect(seen.errors.some((error) => error.startsWith('paykit: styles could not be applied'))).toBe(true);
    expect(seen.crashes).toEqual([]);
  });
});
