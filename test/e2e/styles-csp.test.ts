/**
 * paykit/styles.css under a strict Content-Security-Policy, in real Chromium: with the sheet
 * linked, Stitches adopts it (no <style> element, every token applies); without it, the page
 * is not blank: the widget renders and the provider says how to fix it.
 */
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseStylesheet } from '../../src/react/stylesheet';
import { CHROMIUM_ARGS, ensureChromium } from '../setup/chromium';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'";
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
  const html = (link: boolean) =>
    `<!doctype html><html lang="en"><head><title>csp</title>${link ? '<link rel="stylesheet" href="/styles.css">' : ''}</head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>`;
  server = createServer((request, response) => {
    if (request.url === '/app.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    if (request.url === '/styles.css') return response.writeHead(200, { 'content-type': 'text/css' }).end(css);
    response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': CSP }).end(html(request.url === '/linked'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function open(path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(origin + path);
  await page.waitForSelector('[data-state="underpaid"]');
  const seen = await page.evaluate(() => ({
    accent: getComputedStyle(document.querySelector('.pk-root') as Element)
      .getPropertyValue('--pk-colors-accent')
      .trim(),
    styleElements: document.querySelectorAll('style').length,
    alert: document.querySelector('[role="alert"]')?.textContent ?? null,
    qrWidth: document.querySelector('[data-part="qr"]')?.getBoundingClientRect().width ?? 0,
  }));
  await context.close();
  return { ...seen, errors, crashes };
}

describe('paykit/styles.css under a strict CSP (Chromium)', () => {
  it('with the sheet linked, every style applies and nothing inline is attempted', async () => {
    const seen = await open('/linked');
    expect(seen.accent).toBe('#2347c5');
    expect(seen.styleElements).toBe(0);
    expect(seen.alert).toBeNull();
    expect(seen.qrWidth).toBeLessThanOrEqual(240);
    expect(seen.errors).toEqual([]);
    expect(seen.crashes).toEqual([]);
  });

  it('without it, the widget still renders and the provider says what to do', async () => {
    const seen = await open('/bare');
    expect(seen.alert).toMatch(
      /^paykit: styles could not be applied — under a Content-Security-Policy without 'unsafe-inline' in style-src, load paykit\/styles\.css/,
    );
    expect(seen.errors.some((error) => error.startsWith('paykit: styles could not be applied'))).toBe(true);
    expect(seen.crashes).toEqual([]);
  });
});
