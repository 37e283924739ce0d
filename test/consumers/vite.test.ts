/**
 * Merchant apps built with Vite 8, on React 19 and on React 18, from the packed package: the kit's
 * stylesheet goes through Vite's CSS pipeline (bundled and minified), the page is served under a
 * strict CSP (`style-src 'self'; script-src 'self'`) beside the proxy and an in-process sandbox,
 * and a payer on http://127.0.0.1 pays for a tee in real Chromium until the payment settles.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createPaykitClient } from 'paykit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installFixture, packPaykit, run } from './support/packed';
import { serve, type Served } from './support/serve';
import { buyTee, KIT_ACCENT, launch, openPage, readKitStyles } from './support/shop';

const API_KEY = 'sk_test_consumer_vite_0123456789';

let browser: Browser;
let tarball: Promise<string> | undefined;
const apps = new Map<string, Promise<Awaited<ReturnType<typeof installFixture>>>>();

beforeAll(async () => {
  // Both apps install while the package is packed (once per run).
  tarball = packPaykit();
  apps.set('vite-react19', installFixture('vite-react19', tarball));
  apps.set('vite-react18', installFixture('vite-react18', tarball, { sourcesFrom: 'vite-react19' }));
  // Settled here so neither rejection goes unhandled; each describe reports its own.
  await Promise.allSettled(apps.values());
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  const packed = await tarball?.catch(() => undefined);
  if (packed) rmSync(dirname(packed), { recursive: true, force: true });
});

describe.each([
  ['React 19', 'vite-react19', '19.'],
  ['React 18', 'vite-react18', '18.'],
])('a Vite app on %s', (_, name, reactMajor) => {
  let app: Awaited<ReturnType<typeof installFixture>>;
  let server: Served | undefined;

  beforeAll(async () => {
    app = await apps.get(name)!;
  });

  afterAll(async () => {
    await server?.stop();
    app?.remove();
  });

  it('builds with vite build, the kit’s stylesheet minified into the app’s CSS', async () => {
    const installed = JSON.parse(readFileSync(join(app.dir, 'node_modules/react/package.json'), 'utf8')) as { version: string };
    expect(installed.version.startsWith(reactMajor)).toBe(true);
    const built = await run(join(app.dir, 'node_modules/.bin/vite'), ['build'], app.dir, { NODE_ENV: 'production' });
    expect(built.code, built.output).toBe(0);
    const assets = join(app.dir, 'dist/assets');
    const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    const text = readFileSync(join(assets, css[0]!), 'utf8');
    expect(text).toContain('--pk-sheet');
    expect(text.split('\n').length, 'minified').toBeLessThan(5);
  });

  it('takes a payment on http://127.0.0.1 under a strict CSP: styled, nothing added twice, no notice, settled through the sandbox', async () => {
    server = await serve(process.execPath, ['server.mjs'], {
      cwd: app.dir,
      env: { PORT: '0', PAYKIT_API_KEY: API_KEY },
      ready: /shop listening on (http:\/\/127\.0\.0\.1:\d+)/,
    });
    const { page, context, problems } = await openPage(browser, `${server.url}/`);
    try {
      const paymentId = await buyTee(page);
      expect(paymentId).toMatch(/^pay_/);
      const styles = await readKitStyles(page);
      expect(styles.accent, 'the kit’s tokens apply').toBe(KIT_ACCENT);
      expect(styles.addedRules, 'rules the kit added beside the app’s stylesheet').toBe(0);
      expect(styles.notice).toBeNull();

      const sandbox = createPaykitClient({ apiKey: API_KEY, baseUrl: `${server.url}/sandbox`, maxRetries: 0 });
      await sandbox.sandbox.simulatePayment(paymentId, { status: 'settled' });
      await page.locator(`[data-payment-id="${paymentId}"][data-state="settled"]`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
