/**
 * Finding 3 of the hardening audit: the proxy restarts (killed, started again on the same port)
 * between two events while the kit's own client watches through a real EventSource. Figure: how
 * long after the settlement the client shows it (the wait is cut off at 20 s).
 * BENCH_ROOT=<older checkout> measures that code.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventSource } from 'undici';
import { createProxyClient } from '../src/client/proxy-client';
import type { PaymentEvent } from '../src/client/subscription';
import { createPaykitClient } from '../src/server';
import { startScript, type Started } from '../test/support/spawn';
import type { Measure } from './support/measurement';
import { startSandboxProcess } from './support/servers';

const API_KEY = 'sk_bench_live';
const GIVE_UP_MS = 20_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Resolves with the milliseconds until `seen` holds, or null after `limitMs`. */
async function timeUntil(seen: () => boolean, limitMs: number): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (seen()) return Math.round(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

const measure: Measure = async () => {
  const sandbox = await startSandboxProcess(API_KEY);
  let proxy: Started | undefined;
  let stopWatching = () => {};
  try {
    const platform = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const endpoint = await platform.webhooks.create({ url: `${origin}/api/paykit/webhooks`, events: ['payment.confirmed', 'payment.settled', 'payment.failed'] });
    const env = { PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandbox.url, WEBHOOK_SECRET: endpoint.secret, PORT: String(port) };
    const startProxy = () => startScript('bench/support/proxy-process.ts', [], env, /proxy on (http:\/\/127\.0\.0\.1:\d+)/);
    proxy = await startProxy();

    const payment = await platform.payments.create({ amount: '25.00', currency: 'USDT', reference: 'bench-live' });
    const client = createProxyClient({ baseUrl: `${origin}/api/paykit`, EventSource: EventSource as unknown as typeof globalThis.EventSource });
    const statuses: string[] = [];
    stopWatching = client.subscribePayment(payment.payment_id, (event: PaymentEvent) => {
      if (event.type === 'status') statuses.push(event.view.status);
    });
    await timeUntil(() => statuses.includes('pending'), 5_000);
    await platform.sandbox.simulatePayment(payment.payment_id, { status: 'underpaid', amount_received: '10.00' });
    await timeUntil(() => statuses.includes('underpaid'), 5_000);

    await proxy.stop();
    proxy = await startProxy();
    await platform.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    const waited = await timeUntil(() => statuses.at(-1) === 'settled', GIVE_UP_MS);
    return [
      {
        scenario: 'proxy restarted between "underpaid" and "settled", client on SSE',
        metric: waited === null ? `settlement never shown (gave up after ${GIVE_UP_MS / 1000} s)` : 'time until the client shows the settlement',
        value: waited ?? GIVE_UP_MS,
        unit: 'ms',
        bound: '< 3000 ms',
      },
    ];
  } finally {
    stopWatching();
    await proxy?.stop();
    await sandbox.stop();
  }
};

export default measure;
