/**
 * paykit/elements where merchants are: a plain HTML page (no framework, no bundler) under a strict
 * Content-Security-Policy (no 'unsafe-inline' anywhere) loads the self-contained script
 * (scripts/build-elements.ts, the very build `npm run build` ships) with one <script type="module">,
 * and in Chromium a payer pays through <paykit-checkout>: the QR read back equals the address the
 * sandbox issued, the events reach the host page, axe is clean inside the shadow roots, the
 * keyboard goes from the page into the element and out again, and two elements on the page share
 * one connection for their payment; an applicant reaches the BSB through <paykit-onboarding>. The
 * shop's own server mounts the proxy, against the strict sandbox over HTTP (only what the real
 * service serves); the test drives outcomes through the sandbox's control surface.
 */
import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElementsScript, type ElementsScript } from '../../scripts/build-elements';
import { startSandboxServer, type RunningSandbox } from '../../src/dev/sandbox-server';
import { createPaykitClient, createPaykitHandler, toNodeListener, type PaykitClient, type PaykitHandler } from '../../src/server';
import { expectNoExtensionCalls } from '../support/strict-sandbox';
import { launchChromium, newContext } from './browser';
import { applyForAnAccount } from './support/applicant';
import { WCAG_TAGS } from './support/axe';

const API_KEY = 'sk_e2e_elements_0123456789';
// blob: is the document uploader's preview of the chosen photo (<paykit-onboarding>).
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'";
const HOST_SCRIPT = readFileSync(new URL('./fixtures/elements-host.js', import.meta.url), 'utf8');
/** The shop's own style sheet themes an element from outside: a token on the host, and a part. */
const SHOP_CSS = 'paykit-checkout.branded { --pk-colors-accent: #0a7d4f; } paykit-checkout.branded::part(root) { outline: 3px solid rgb(1, 2, 3); }';

let sandbox: RunningSandbox;
/** The service as the shop's server calls it (payment links). */
let service: PaykitClient;
let browser: Browser;
let shop: Server;
/** The shop's paykit proxy (mounted once the shop listens: its webhook endpoint names the shop's origin). */
let proxy: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
/** The same proxy as the shop's server code calls it (createPayment). */
let paykit: PaykitHandler;
let origin: string;
let script: ElementsScript;
/** Every request for a payment's event stream that reached the shop's proxy. */
const streams: string[] = [];

/** The merchant's page, as a WordPress HTML block would make it. */
function page(body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Checkout — Tees &amp; Co</title>
    <link rel="stylesheet" href="/shop.css" />
    <script type="module" src="/elements.js"></script>
    <script type="module" src="/host.js"></script>
  </head>
  <body>
    <main>
      <h1>Your order</h1>
      <a href="#cart" id="before">Back to the cart</a>
      ${body}
      <a href="#help" id="after">Help with paying</a>
      <ol id="log" aria-label="Payment events"></ol>
    </main>
  </body>
</html>`;
}

/** Stand-in for the shop's sign-in: the "sid" cookie → the visitor's connected account. */
const sessions = new Map<string, string>();
const sessionId = (cookie: string | null | undefined) => /(?:^|;\s*)sid=([^;]*)/.exec(cookie ?? '')?.[1];

/** The shop's paykit proxy, as a merchant mounts it: its webhook secret is known once the shop listens. */
function shopProxy(secret: string): (request: IncomingMessage, response: ServerResponse) => void {
  const handler = (paykit = createPaykitHandler({
    upstream: { apiKey: API_KEY, baseUrl: sandbox.baseUrl },
    webhooks: { secret: secret },
    policies: {
      resolveAccount: (request) => sessions.get(sessionId(request.headers.get('cookie')) ?? '') ?? null,
      createAccount: (request, body) => {
        if (!sessionId(request.headers.get('cookie'))) return null;
        const user = randomUUID(); // the shop's user: its id and email
        return { customer_type: body.customer_type === 'business' ? 'business' : 'individual', email: `${user}@example.com`, country: 'AU', reference_id: user };
      },
      onAccountCreated: (request, accountId) => void sessions.set(sessionId(request.headers.get('cookie')) ?? '', accountId),
    },
  }));
  return toNodeListener(handler);
}

beforeAll(async () => {
  script = await buildElementsScript();
  sandbox = await startSandboxServer({ port: 0, strict: true, apiKey: API_KEY });
  service = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.baseUrl, maxRetries: 0 });
  shop = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    const file = script.get(url.pathname.slice(1));
    if (file) return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(file.code);
    if (url.pathname === '/shop.css') return void response.writeHead(200, { 'content-type': 'text/css' }).end(SHOP_CSS);
    if (url.pathname === '/host.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(HOST_SCRIPT);
    if (url.pathname.startsWith('/api/paykit/') && proxy) {
      if (/\/payments\/[^/]+\/events$/.test(url.pathname)) streams.push(url.pathname);
      return proxy(request, response);
    }
    if (url.pathname === '/order') {
      const body = url.searchParams.get('body') ?? '';
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP };
      if (!sessionId(request.headers.cookie)) headers['set-cookie'] = `sid=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`;
      return void response.writeHead(200, headers).end(page(body));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  const { secret } = await service.webhooks.create({ url: `${origin}/api/paykit/webhooks`, events: ['payment.confirmed', 'payment.settled', 'payment.failed'] });
  proxy = shopProxy(secret);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  shop?.closeAllConnections();
  await new Promise((resolve) => shop?.close(resolve));
  await sandbox?.close();
});
// Strict: a sandbox-only call from the shop's proxy fails this file, named.
afterAll(() => expectNoExtensionCalls(sandbox.sandbox, "the shop's proxy"));

/** CSP violations and page errors, which must stay empty. */
function watch(target: Page): string[] {
  const problems: string[] = [];
  target.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  target.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function readQr(target: Page): Promise<string | null> {
  const image = target.getByRole('img', { name: /QR code/i }).first();
  await image.waitFor();
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** `detail` as the page saw it: a payment's view, a step's name (paykit-step-change), the account details (paykit-complete). */
type Recorded = { type: string; detail: { payment_id?: string; status?: string }; target: string };
const events = (target: Page) => target.evaluate(() => (window as unknown as { paykitEvents: Recorded[] }).paykitEvents);

describe('<paykit-checkout> on a plain HTML page under a strict CSP', () => {
  it('a payer pays: the QR is the address, the events reach the page, axe is clean in the shadow root', async () => {
    const link = await service.paymentLinks.create({ amount: '19.99', currency: 'USDT', description: 'E2E elements tee' });
    const context = await newContext(browser);
    const tab = await context.newPage();
    const problems = watch(tab);
    await tab.goto(`${origin}/order?body=${encodeURIComponent(`<paykit-checkout link-id="${link.id}" proxy-url="/api/paykit"></paykit-checkout>`)}`);

    // Playwright's locators pierce open shadow roots, as a payer's eyes do.
    const widget = tab.locator('paykit-checkout section[data-state]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    await expect.poll(async () => (await events(tab)).map((event) => event.type)).toContain('paykit-status-change');
    const paymentId = (await events(tab))[0]?.detail.payment_id as string;
    const payment = await sandbox.sandbox.control.payment(paymentId);
    expect(payment.reference).toBe(link.id);
    expect(await readQr(tab)).toBe(payment.payer_instructions.address);
    // Styled by the shared constructed sheet: the kit's tokens apply inside the shadow root.
    const accent = await tab.locator('paykit-checkout').evaluate((host) => getComputedStyle(host).getPropertyValue('--pk-colors-accent').trim());
    expect(accent).toBe('#2347c5');

    const axe = await new AxeBuilder({ page: tab }).include('paykit-checkout').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    // It did look inside: a node in a shadow root has a target of selectors, host first.
    expect(axe.passes.flatMap((rule) => rule.nodes).some((node) => Array.isArray(node.target[0]) && node.target[0][0] === 'paykit-checkout')).toBe(true);

    await sandbox.sandbox.control.simulatePayment(paymentId, { status: 'settled' });
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 10_000 }).toBe('settled');
    await expect
      .poll(async () => (await events(tab)).find((event) => event.type === 'paykit-settled'))
      .toMatchObject({
        target: 'paykit-checkout',
        detail: { payment_id: paymentId, status: 'settled' },
      });
    await expect.poll(() => tab.locator('#log').textContent()).toContain('paykit-settled: settled');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a payment the shop’s server opened with createPayment by its payment-id, until a webhook settles it', async () => {
    // Against the strict sandbox the proxy cannot read a payment back: only its store knows this one.
    const payment = await paykit.createPayment({ amount: '31.40', currency: 'USDT', reference: 'order-e2e-server' });
    const context = await newContext(browser);
    const tab = await context.newPage();
    const problems = watch(tab);
    await tab.goto(`${origin}/order?body=${encodeURIComponent(`<paykit-checkout payment-id="${payment.payment_id}"></paykit-checkout>`)}`);
    const widget = tab.locator('paykit-checkout section[data-state]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    expect(await readQr(tab)).toBe(payment.payer_instructions.address);
    await expect.poll(() => widget.textContent()).toContain('31.40');
    await sandbox.sandbox.control.simulatePayment(payment.payment_id, { status: 'settled' });
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 10_000 }).toBe('settled');
    await expect.poll(async () => (await events(tab)).find((event) => event.type === 'paykit-settled')?.detail.payment_id).toBe(payment.payment_id);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the keyboard goes from the page into the element (copying the address) and out again', async () => {
    const link = await service.paymentLinks.create({ amount: '5.00', currency: 'USDT', description: 'E2E elements keyboard' });
    const context = await newContext(browser);
    const tab = await context.newPage();
    await tab.goto(`${origin}/order?body=${encodeURIComponent(`<paykit-checkout link-id="${link.id}"></paykit-checkout>`)}`);
    await tab.getByRole('button', { name: /copy address/i }).waitFor();
    const paymentId = (await events(tab))[0]?.detail.payment_id as string;
    const address = (await sandbox.sandbox.control.payment(paymentId)).payer_instructions.address;

    await tab.locator('#before').focus();
    const visited: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await tab.keyboard.press('Tab');
      // The host's activeElement is the element; the focused control is its shadow root's.
      const focused = await tab.evaluate(() => {
        const host = document.activeElement;
        const inner = host?.shadowRoot?.activeElement;
        return inner ? `shadow:${inner.getAttribute('aria-label') ?? inner.textContent ?? ''}` : `page:${host?.id ?? ''}`;
      });
      visited.push(focused);
      if (focused === 'page:after') break;
      if (/copy address/i.test(focused)) await tab.keyboard.press('Enter');
    }
    expect(visited.at(-1)).toBe('page:after');
    expect(visited.some((stop) => /^shadow:.*copy address/i.test(stop))).toBe(true);
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await context.close();
  });

  it('two elements showing one payment share one event stream; the page themes one from outside', async () => {
    const link = await service.paymentLinks.create({ amount: '7.00', currency: 'USDT', description: 'E2E elements twice' });
    const context = await newContext(browser);
    const first = await context.newPage();
    await first.goto(`${origin}/order?body=${encodeURIComponent(`<paykit-checkout link-id="${link.id}"></paykit-checkout>`)}`);
    await expect.poll(async () => (await events(first)).length).toBeGreaterThan(0);
    const paymentId = (await events(first))[0]?.detail.payment_id as string;
    await first.close();

    const tab = await context.newPage();
    streams.length = 0;
    const twice = `<paykit-checkout payment-id="${paymentId}"></paykit-checkout><paykit-checkout class="branded" payment-id="${paymentId}" theme="dark"></paykit-checkout>`;
    await tab.goto(`${origin}/order?body=${encodeURIComponent(twice)}`);
    await expect.poll(() => tab.locator('paykit-checkout section[data-state="pending"]').count()).toBe(2);
    expect(streams).toEqual([`/api/paykit/payments/${paymentId}/events`]);
    // The page's token beats the dark theme's, inside the shadow root; its ::part() rule applies.
    const sections = tab.locator('paykit-checkout section[data-state]');
    const accent = (index: number) => sections.nth(index).evaluate((section) => getComputedStyle(section).getPropertyValue('--pk-colors-accent').trim());
    expect(await accent(0)).toBe('#2347c5');
    expect(await accent(1)).toBe('#0a7d4f');
    expect(await sections.nth(1).evaluate((section) => getComputedStyle(section).outlineColor)).toBe('rgb(1, 2, 3)');
    // The dark theme's other tokens still apply to the second (its surface), not to the first.
    const surface = (index: number) => sections.nth(index).evaluate((section) => getComputedStyle(section).getPropertyValue('--pk-colors-surface').trim());
    expect([await surface(0), await surface(1)]).toEqual(['#ffffff', '#15181d']);
    await context.close();
  });
});

describe('<paykit-onboarding> on a plain HTML page under a strict CSP', () => {
  it('an applicant reaches the BSB: each step and the completion reach the page, axe is clean in the shadow root at the end', async () => {
    const context = await newContext(browser);
    const tab = await context.newPage();
    const problems = watch(tab);
    await tab.goto(`${origin}/order?body=${encodeURIComponent('<paykit-onboarding></paykit-onboarding>')}`);
    const issued = await applyForAnAccount(tab, async () => {
      // The newest account is this visitor's: this file's tests run one at a time, and only this one opens an account.
      const [account] = (await sandbox.sandbox.control.accounts({ limit: 1 })).data;
      await sandbox.sandbox.control.setVerification(account?.connected_account_id ?? '', { status: 'approved' });
    });

    const steps = ['customer-type', 'details', 'documents', 'liveness', 'verification', 'account'];
    await expect
      .poll(async () => (await events(tab)).filter((event) => event.type === 'paykit-step-change').map((event) => event.detail as unknown as string))
      .toEqual(expect.arrayContaining(steps));
    await expect
      .poll(async () => (await events(tab)).find((event) => event.type === 'paykit-complete'))
      .toMatchObject({ target: 'paykit-onboarding', detail: { bsb: issued.bsb, account_number: issued.accountNumber } });
    await expect.poll(() => tab.locator('#log').textContent()).toContain(`paykit-complete: BSB ${issued.bsb}`);

    const axe = await new AxeBuilder({ page: tab }).include('paykit-onboarding').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(axe.passes.flatMap((rule) => rule.nodes).some((node) => Array.isArray(node.target[0]) && node.target[0][0] === 'paykit-onboarding')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
