/**
 * The three apps of examples/, each as a merchant copies it: the folder alone, `npm ci` from its
 * own lock with the freshly packed package, built, and started with `npm start` against the
 * package's own `paykit-sandbox --strict` process (the apps' servers see only what the real
 * service serves; the test settles payments through the sandbox's control port). In each, a payer
 * in Chromium on http://127.0.0.1 pays for a tee until the payment settles. The Vite + Express app
 * runs twice: on React 19 (its lock) and on React 18.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createPaykitClient, type PaykitClient } from 'paykit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExample, type InstalledExample } from './support/examples';
import { packPaykit, run } from './support/packed';
import { freePort, serve, type Served } from './support/serve';
import { buyTee, KIT_ACCENT, launch, openPage, readKitStyles } from './support/shop';

const API_KEY = 'sk_test_consumer_examples_0123456789';
const PRODUCTION = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

let tarball: Promise<string> | undefined;
let browser: Browser;
let sandbox: Served | undefined;
/** The sandbox's service port (what the apps are given) and its control port (simulators). */
let service: PaykitClient;
let control: PaykitClient;
let serviceUrl = '';
const installs = new Map<string, Promise<InstalledExample>>();

beforeAll(async () => {
  // Every app installs while the package is built and packed (once per run).
  tarball = packPaykit();
  installs.set('nextjs', installExample('nextjs', tarball));
  installs.set('vite-express', installExample('vite-express', tarball));
  installs.set('vite-express on React 18', installExample('vite-express', tarball, { react: '18.3.1' }));
  installs.set('hono', installExample('hono', tarball));
  // Settled here so no rejection goes unhandled; each describe reports its own.
  await Promise.allSettled(installs.values());
  browser = await launch();
  // The bin of whichever app installed: the package's own sandbox, started as its guide says.
  const { dir } = await Promise.any(installs.values());
  sandbox = await serve(join(dir, 'node_modules/.bin/paykit-sandbox'), ['--strict', '--port', '0'], {
    cwd: dir,
    env: { PAYKIT_API_KEY: API_KEY },
    ready: /control API .* on (http:\/\/127\.0\.0\.1:\d+)/,
  });
  serviceUrl = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(sandbox.output())?.[1] ?? '';
  service = createPaykitClient({ apiKey: API_KEY, baseUrl: serviceUrl, maxRetries: 0 });
  control = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url, maxRetries: 0 });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
  for (const install of installs.values()) (await install.catch(() => undefined))?.remove();
  const packed = await tarball?.catch(() => undefined);
  if (packed) rmSync(dirname(packed), { recursive: true, force: true });
});

/** Starts an app with `npm start` on a free port, its webhook endpoint registered with the sandbox first (the secret goes in its env). */
async function start(dir: string, args: readonly string[], ready: RegExp): Promise<{ shop: Served; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { secret } = await service.webhooks.create({ url: `${origin}/api/paykit/webhooks`, events: ['payment.confirmed', 'payment.settled', 'payment.failed'] });
  const shop = await serve('npm', ['start', ...args], {
    cwd: dir,
    env: { ...PRODUCTION, PORT: String(port), PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: serviceUrl, PAYKIT_WEBHOOK_SECRET: secret },
    ready,
  });
  return { shop, origin };
}

/**
 * The payer's journey: buy a tee, see the widget styled by the app's stylesheet (the kit adds none
 * of its rules again, no notice), settle it through the sandbox, see it settled; nothing in the
 * console, no CSP violation, no failed request. Answers the payment's id.
 */
async function payForATee(origin: string): Promise<string> {
  const { page, context, problems } = await openPage(browser, `${origin}/`);
  try {
    const paymentId = await buyTee(page);
    expect(paymentId).toMatch(/^pay_/);
    await page.locator(`[data-payment-id="${paymentId}"][data-state="pending"]`).waitFor();
    const styles = await readKitStyles(page);
    expect(styles.accent, 'the kit’s tokens apply').toBe(KIT_ACCENT);
    expect(styles.addedRules, 'rules the kit added beside the app’s stylesheet').toBe(0);
    expect(styles.notice).toBeNull();
    await control.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await page.locator(`[data-payment-id="${paymentId}"][data-state="settled"]`).waitFor();
    expect(problems).toEqual([]);
    return paymentId;
  } finally {
    await context.close();
  }
}

describe('examples/nextjs: Next.js 16 App Router', () => {
  let app: InstalledExample;
  let shop: Served | undefined;
  let origin = '';
  let paymentId = '';

  beforeAll(async () => {
    app = await installs.get('nextjs')!;
  });
  afterAll(() => shop?.stop());

  /** The payment the journey paid; if it failed, one made upstream, so the later checks still say what they see. */
  const payment = async () => (paymentId ||= (await service.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-tee' })).payment_id);

  it('builds with next build and starts on 127.0.0.1', async () => {
    const built = await run('npm', ['run', 'build'], app.dir, PRODUCTION, 240_000);
    expect(built.code, built.output).toBe(0);
    // Not localhost: Next builds request.url from localhost, the proxy must judge the page's own origin.
    ({ shop, origin } = await start(app.dir, ['--', '-H', '127.0.0.1'], /(Ready)/));
  }, 300_000);

  it('takes a payment on the checkout page until it settles: the route handler creates it, the sandbox’s webhook settles it', async () => {
    paymentId = await payForATee(origin);
  });

  it('starts again after an expiry (expired with the README’s `paykit-sandbox settle`): a new payment replaces ?payment= in the address', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/`);
    try {
      const expiring = await buyTee(page);
      // No id: the package's own bin finds the newest pending payment, this one.
      const expired = await run(join(app.dir, 'node_modules/.bin/paykit-sandbox'), ['settle', '--status', 'expired', '--url', sandbox!.url], app.dir, {
        PAYKIT_API_KEY: API_KEY,
      });
      expect(expired.code, expired.output).toBe(0);
      expect(expired.output).toContain(`${expiring}: expired`);
      await page.locator(`[data-payment-id="${expiring}"][data-state="expired"]`).waitFor();
      await page.getByRole('button', { name: 'Start again' }).click();
      await page.waitForURL((url) => ![null, expiring].includes(url.searchParams.get('payment')));
      const fresh = new URL(page.url()).searchParams.get('payment') ?? '';
      expect(fresh).toMatch(/^pay_/);
      await page.locator(`[data-payment-id="${fresh}"][data-state="pending"]`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('links the kit’s stylesheet from the server HTML: a <link> whose CSS opens with the kit’s manifest', async () => {
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

  it('opens a payment link’s checkout from the link button: the proxy opens the link’s payment', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/link`);
    try {
      await page.getByRole('button', { name: 'Pay 12.00 USDT' }).click();
      await page.waitForURL(/\/pay\/pl_/);
      await page.locator('[data-payment-id][data-state="pending"]').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the signed-in visitor’s account from the onboarding flow', async () => {
    const { page, context, problems } = await openPage(browser, `${origin}/sign-in`);
    try {
      const flow = page.locator('[data-paykit="onboarding-flow"]');
      await flow.and(page.locator('[data-state="customer-type"]')).waitFor();
      await page.getByRole('radio', { name: 'Individual' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await flow.and(page.locator('[data-state="details"]')).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ['vite-express', '19.'],
  ['vite-express on React 18', '18.'],
])('examples/%s: a Vite React page and Express', (name, reactMajor) => {
  let app: InstalledExample;
  let shop: Served | undefined;

  beforeAll(async () => {
    app = await installs.get(name)!;
  });
  afterAll(() => shop?.stop());

  it('builds with vite build, the kit’s stylesheet minified into the app’s CSS', async () => {
    const react = JSON.parse(readFileSync(join(app.dir, 'node_modules/react/package.json'), 'utf8')) as { version: string };
    expect(react.version.startsWith(reactMajor)).toBe(true);
    const built = await run('npm', ['run', 'build'], app.dir, PRODUCTION);
    expect(built.code, built.output).toBe(0);
    const assets = join(app.dir, 'dist/assets');
    const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    const text = readFileSync(join(assets, css[0]!), 'utf8');
    expect(text).toContain('--pk-sheet');
    expect(text.split('\n').length, 'minified').toBeLessThan(5);
  });

  it('takes a payment under a strict CSP until it settles', async () => {
    let origin: string;
    ({ shop, origin } = await start(app.dir, [], /shop on (http:\/\/127\.0\.0\.1:\d+)/));
    const csp = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("script-src 'self';");
    await payForATee(origin);
  });
});

describe('examples/hono: Hono on @hono/node-server with a Vite React page', () => {
  let app: InstalledExample;
  let shop: Served | undefined;

  beforeAll(async () => {
    app = await installs.get('hono')!;
  });
  afterAll(() => shop?.stop());

  it('builds its page with vite build', async () => {
    const built = await run('npm', ['run', 'build'], app.dir, PRODUCTION);
    expect(built.code, built.output).toBe(0);
  });

  it('takes a payment under a strict CSP until it settles', async () => {
    let origin: string;
    ({ shop, origin } = await start(app.dir, [], /shop on (http:\/\/127\.0\.0\.1:\d+)/));
    expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toContain("style-src 'self';");
    await payForATee(origin);
  });
});
