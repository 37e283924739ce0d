/**
 * paykit-checkout as a real process (the bin from its sources, through tsx) against a real
 * sandbox on loopback: it serves a payable /pay/<id>, follows the sandbox's signed webhooks,
 * drains on SIGTERM, and refuses a bad environment with exit code 2. The sandbox is strict: the
 * bin gets only what the real service serves, the test drives outcomes through the control
 * handler, and any extension the bin asked for fails the test, named.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCheckoutPage } from '../scripts/build-checkout-page';
import { createRedisStatusStore } from '../src/redis';
import { startRedisCluster } from './setup/redis-cluster';
import { freePort } from './setup/redis-server';
import { startSandboxServer, type RunningSandbox } from '../src/dev/sandbox-server';
import { createPaykitClient, type PaykitClient } from '../src/server';
import { sseReader } from './support/proxy-harness';
import { expectNoExtensionCalls } from './support/strict-sandbox';
import { startScript, type Started } from './support/spawn';

const CLI = 'src/bin/checkout-cli.ts';
const API_KEY = 'sk_test_checkout_process_0123';
const LISTENING = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/;

let pageDir: string;
let sandbox: RunningSandbox;
let client: PaykitClient;
const running: Started[] = [];

beforeAll(async () => {
  pageDir = await mkdtemp(join(tmpdir(), 'paykit-checkout-page-'));
  await buildCheckoutPage(pageDir);
  sandbox = await startSandboxServer({ port: 0, apiKey: API_KEY, strict: true });
  // The test's driver: simulators and all, in-process, over the same world as the port.
  client = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.baseUrl, fetch: (input, init) => sandbox.sandbox.controlHandler(new Request(input, init)) });
}, 120_000);
afterEach(async () => {
  await Promise.all(running.splice(0).map((started) => started.stop()));
  expectNoExtensionCalls(sandbox.sandbox, 'paykit-checkout');
});
afterAll(async () => {
  await sandbox?.close();
  if (pageDir) await rm(pageDir, { recursive: true, force: true });
});

/** Starts the bin on a port whose webhook endpoint is registered with the sandbox first (the secret comes from that). */
async function startCheckout(extra: Record<string, string> = {}) {
  const port = await freePort();
  const endpoint = await client.webhooks.create({
    url: `http://127.0.0.1:${port}/api/paykit/webhooks`,
    events: ['payment.confirmed', 'payment.settled', 'payment.failed'],
  });
  const env = {
    PAYKIT_API_KEY: API_KEY,
    PAYKIT_BASE_URL: sandbox.baseUrl,
    PAYKIT_WEBHOOK_SECRET: endpoint.secret,
    PORT: String(port),
    HOST: '127.0.0.1',
    PAYKIT_PAGE_DIR: pageDir,
    PAYKIT_MERCHANT_NAME: 'Tee Shop',
    PAYKIT_RETURN_ORIGINS: 'http://localhost:5173',
    ...extra,
  };
  const started = await startScript(CLI, [], env, LISTENING, 30_000);
  running.push(started);
  return { ...started, secret: endpoint.secret };
}

async function openCheckout(base: string) {
  const link = await client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
  const response = await fetch(`${base}/api/paykit/payment-links/${link.id}/checkout`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(201);
  const { payment } = (await response.json()) as { payment: { payment_id: string } };
  return { link, paymentId: payment.payment_id };
}

describe('paykit-checkout (the bin)', () => {
  it('serves a payable /pay/<id>: the page, its compressed script, the checkout, live status to settled', async () => {
    const checkout = await startCheckout();
    const { link, paymentId } = await openCheckout(checkout.url);
    const page = await fetch(`${checkout.url}/pay/${link.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await page.text();
    expect(html).toContain('<title>Test mode · Pay Tee Shop</title>');
    const script = /<script type="module" crossorigin src="(\/assets\/pay-[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${checkout.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${checkout.url}/paykit.css`)).status).toBe(200);

    const events = await fetch(`${checkout.url}/api/paykit/payments/${paymentId}/events`);
    const stream = sseReader(events);
    expect(await stream.nextEvent()).toMatchObject({ data: { status: 'pending' } });
    await client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    // confirmed may come first; the stream ends after the final state.
    const seen: unknown[] = [];
    for (let frame = await stream.nextEvent(10_000); frame; frame = await stream.nextEvent(10_000)) seen.push((frame.data as { status: string }).status);
    expect(seen.at(-1)).toBe('settled');
    expect(await (await fetch(`${checkout.url}/api/paykit/payments/${paymentId}`)).json()).toMatchObject({ status: 'settled' });

    const ready = await fetch(`${checkout.url}/readyz`, { headers: { 'x-request-id': 'probe-1' } });
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toBe('probe-1');
    // The answer can reach this test before the process's log line has come through its stdout pipe.
    await vi.waitFor(
      () => {
        const lines = checkout
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', request_id: 'probe-1', method: 'GET', path: '/readyz', status: 200 }));
        expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', method: 'POST', path: '/api/paykit/webhooks', status: 200 }));
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(checkout.output()).not.toContain(API_KEY);
    expect(checkout.output()).not.toContain(checkout.secret);
  });

  it('PAYKIT_CORS_ORIGINS lets a shop on another origin call its proxy; another origin is refused and logged with its reason', async () => {
    const shop = 'http://localhost:8080';
    const checkout = await startCheckout({ PAYKIT_CORS_ORIGINS: `${shop}, https://shop.example` });
    const link = await client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const preflight = (origin: string) =>
      fetch(`${checkout.url}/api/paykit/payment-links/${link.id}/checkout`, {
        method: 'OPTIONS',
        headers: { origin, 'sec-fetch-site': 'cross-site', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(shop);
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([204, shop]);
    const refused = await preflight('http://localhost:9999');
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([403, null]);
    await vi.waitFor(
      () => {
        const lines = checkout
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(lines).toContainEqual(expect.objectContaining({ msg: 'listening', cors_origins: [shop, 'https://shop.example'] }));
        expect(lines).toContainEqual(
          expect.objectContaining({
            msg: 'request',
            method: 'OPTIONS',
            status: 403,
            refused_origin: 'http://localhost:9999',
            reason: expect.stringContaining('preflight refused'),
          }),
        );
      },
      { timeout: 10_000, interval: 50 },
    );
  }, 30_000);

  it('with REDIS_CLUSTER_NODES keeps live state in the Redis Cluster, where another instance finds it', async () => {
    const cluster = await startRedisCluster();
    try {
      const checkout = await startCheckout({ REDIS_CLUSTER_NODES: cluster.urls[0]! });
      expect(checkout.output()).toContain('"store":"redis"');
      const { link, paymentId } = await openCheckout(checkout.url);
      expect(await (await fetch(`${checkout.url}/readyz`)).json()).toEqual({ status: 'ready', checks: { store: 'ok', upstream: 'ok' } });
      const other = await createRedisStatusStore({ cluster: { rootNodes: [{ url: cluster.urls[2]! }] } });
      try {
        expect(await other.checkoutPayment(link.id)).toBe(paymentId);
        expect((await other.get(paymentId))?.view).toMatchObject({ status: 'pending', amount: '25.00' });
      } finally {
        await other.close();
      }
    } finally {
      await cluster.remove();
    }
  }, 120_000);

  it('on SIGTERM ends open event streams, answers what is in flight and exits 0', async () => {
    const checkout = await startCheckout();
    const { paymentId } = await openCheckout(checkout.url);
    const stream = sseReader(await fetch(`${checkout.url}/api/paykit/payments/${paymentId}/events`));
    expect(await stream.nextEvent()).toMatchObject({ data: { status: 'pending' } });
    // 'close', not 'exit': the last log lines are read by then.
    const exited = new Promise<number | null>((resolve) => checkout.child.once('close', (code) => resolve(code)));
    checkout.child.kill('SIGTERM');
    expect(await stream.nextEvent(10_000)).toBeNull();
    expect(await exited).toBe(0);
    expect(checkout.output()).toMatch(/"msg":"shutting down: draining"[\s\S]*"msg":"drained"/);
  });

  it('keeps every log line, in order, when whoever reads its stdout falls behind as SIGTERM comes', async () => {
    const checkout = await startCheckout();
    // A log shipper that stalls: the pipe (64 KB) fills while requests keep logging, and SIGTERM comes meanwhile.
    checkout.child.stdout!.pause();
    const answered: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let id = `slow-${next++}`; ; id = `slow-${next++}`) {
        const response = await fetch(`${checkout.url}/healthz`, { headers: { 'x-request-id': id } }).catch(() => undefined);
        if (response?.status !== 200) return;
        answered.push(id);
      }
    };
    const workers = Promise.all(Array.from({ length: 4 }, worker));
    // Enough lines to fill the pipe before SIGTERM, however slow the machine is today.
    await vi.waitFor(() => expect(answered.length).toBeGreaterThan(150), { timeout: 30_000, interval: 50 });
    const exited = new Promise<number | null>((resolve) => checkout.child.once('close', (code) => resolve(code)));
    checkout.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    checkout.child.stdout!.resume();
    await workers;
    expect(await exited).toBe(0);
    const messages = checkout
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; request_id?: string });
    const logged = new Set(messages.flatMap((line) => (line.request_id?.startsWith('slow-') ? [line.request_id] : [])));
    expect(answered.length).toBeGreaterThan(100);
    expect(answered.filter((id) => !logged.has(id))).toEqual([]);
    expect(messages.slice(-2).map((line) => line.msg)).toEqual(['shutting down: draining', 'drained']);
  }, 60_000);

  it('refuses to start with a bad environment: one line per problem, exit code 2, no secret repeated', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
      env: {
        ...process.env,
        PAYKIT_API_KEY: 'sk_live_do_not_print',
        PAYKIT_BASE_URL: 'ftp://x',
        PAYKIT_WEBHOOK_SECRET: '',
        REDIS_URL: 'http://:redis-pw@x',
        PORT: 'eighty',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(2);
    expect(output).toContain('paykit-checkout: cannot start; fix these environment variables:');
    for (const name of ['PAYKIT_BASE_URL', 'PAYKIT_WEBHOOK_SECRET', 'REDIS_URL', 'PORT']) expect(output).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(output).not.toContain('sk_live_do_not_print');
    expect(output).not.toContain('redis-pw');
  });
});
