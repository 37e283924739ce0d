/**
 * A Next.js 16 App Router app from the packed package: the proxy mounted with the README's recipe
 * (examples/nextjs, copied in as written), `import 'paykit/styles.css'` in the root layout and the
 * checkout widget rendered on the server, built with `next build` and served by `next start` on
 * 127.0.0.1. The sandbox is the package's own `paykit-sandbox` process, delivering signed webhooks
 * to the app's route handler. A payer in Chromium on http://127.0.0.1:<port> (not localhost: Next
 * builds request.url from localhost) pays for a tee until the payment settles.
 */
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createPaykitClient, type PaykitClient } from 'paykit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installFixture, packPaykit, REPO, run } from './support/packed';
import { freePort, serve, type Served } from './support/serve';
import { buyTee, KIT_ACCENT, launch, openPage, readKitStyles } from './support/shop';

const API_KEY = 'sk_test_consumer_next_0123456789';
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

let app: Awaited<ReturnType<typeof installFixture>>;
let browser: Browser;
let sandbox: Served | undefined;
let shop: Served | undefined;
let control: PaykitClient;
let origin = '';
let tarball: Promise<string> | undefined;
let paymentId = '';

beforeAll(async () => {
  tarball = packPaykit();
  [app, browser] = await Promise.all([installFixture('next-app', tarball), launch()]);
  // The README's recipe, exactly as examples/nextjs has it.
  for (const part of ['app/api', 'lib']) cpSync(join(REPO, 'examples/nextjs', part), join(app.dir, part), { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await sandbox?.stop();
  app?.remove();
  const packed = await tarball?.catch(() => undefined);
  if (packed) rmSync(dirname(packed), { recursive: true, force: true });
});

/** The payment the page created; if that failed, one made upstream as the route handler would have, so the later checks still say what they see. */
async function payment(): Promise<string> {
  paymentId ||= (await control.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-tee' })).payment_id;
  return paymentId;
}

describe('a Next.js App Router app with the README’s recipe', () => {
  it('builds with next build', async () => {
    const built = await run(join(app.dir, 'node_modules/.bin/next'), ['build'], app.dir, NEXT_ENV, 240_000);
    expect(built.code, built.output).toBe(0);
  }, 240_000);

  it('starts on 127.0.0.1 with the package’s sandbox as its upstream', async () => {
    sandbox = await serve(join(app.dir, 'node_modules/.bin/paykit-sandbox'), ['--port', '0'], {
      cwd: app.dir,
      env: { PAYKIT_API_KEY: API_KEY },
      ready: /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    });
    control = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url, maxRetries: 0 });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const endpoint = await control.webhooks.create({ url: `${origin}/api/paykit/webhooks`, events: ['payment.confirmed', 'payment.settled', 'payment.failed'] });
    shop = await serve(join(app.dir, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: app.dir,
      env: { ...NEXT_ENV, PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandbox.url, PAYKIT_WEBHOOK_SECRET: endpoint.secret },
      ready: /(Ready)/,
    });
  });

  it('creates a payment through the route handler from a page on http://127.0.0.1', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/`);
    try {
      paymentId = await buyTee(page);
      expect(paymentId).toMatch(/^pay_/);
      expect(new URL(page.url()).searchParams.get('payment')).toBe(paymentId);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('styles the widget from the layout’s stylesheet: the kit adds none of its rules again, no notice', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/?payment=${await payment()}`);
    try {
      await page.locator('[data-payment-id][data-state="pending"]').waitFor();
      const styles = await readKitStyles(page);
      expect(styles.accent, 'the kit’s tokens apply').toBe(KIT_ACCENT);
      expect(styles.addedRules, 'rules the kit added beside the layout’s stylesheet').toBe(0);
      expect(styles.notice).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders the kit’s stylesheet into the server HTML: a <link> whose CSS opens with the kit’s manifest', async () => {
    const html = await (await fetch(`${origin}/?payment=${await payment()}`)).text();
    expect(html).toContain(`data-payment-id="${paymentId}"`);
    const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    const sheets = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, origin))).text()));
    expect(sheets.some((css) => css.includes('--pk-sheet'))).toBe(true);
  });

  it('paints the widget at its hydrated size before any script runs (no layout shift from the kit)', async () => {
    const url = `${origin}/?payment=${await payment()}`;
    const height = async (javaScriptEnabled: boolean) => {
      const { page, context } = await openPage(browser, 'about:blank', { javaScriptEnabled });
      try {
        // Hydrated, the widget asks for the payment; holding that answer keeps it in the state the server rendered.
        let asked: () => void = () => undefined;
        const hydrated = new Promise<void>((resolve) => (asked = resolve));
        await page.route('**/api/paykit/payments/**', () => asked());
        await page.goto(url);
        if (javaScriptEnabled) await hydrated;
        const widget = page.locator(`[data-payment-id="${paymentId}"]`);
        return { state: await widget.getAttribute('data-state'), height: (await widget.boundingBox())?.height ?? 0 };
      } finally {
        await context.close();
      }
    };
    const server = await height(false);
    const client = await height(true);
    expect(server.state).toBe('loading');
    expect(client.state).toBe('loading');
    expect(server.height).toBeGreaterThan(100);
    expect(server.height).toBe(client.height);
  });

  it('settles the payment through the sandbox: the webhook reaches the route handler and the widget says so', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/?payment=${await payment()}`);
    try {
      await page.locator(`[data-payment-id="${paymentId}"][data-state="pending"]`).waitFor();
      await control.sandbox.simulatePayment(paymentId, { status: 'settled' });
      await page.locator(`[data-payment-id="${paymentId}"][data-state="settled"]`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
