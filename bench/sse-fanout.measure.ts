/**
 * Issue 13, figures: what open status streams cost the proxy, and how fast one settlement reaches
 * all of them. One proxy process (memory store) and, in another process, 1,000 then 10,000
 * streams on one payment (bench/support/sse-clients-process.ts); then one signed settlement
 * webhook, timed until the last stream shows it. The proxy's per-address limits stay at their
 * defaults (the clients come from many loopback addresses); only `maxStreams` is raised. The proxy
 * runs bundled, without tsx (bench/support/proxy-bundle.ts), so its memory is a deployed proxy's.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createPaykitClient } from '../src/server';
import type { Started } from '../test/support/spawn';
import { cpuSeconds } from './support/cpu';
import { round } from './support/load';
import type { Measure, Measurement } from './support/measurement';
import { startSandboxProcess } from './support/servers';
import { mb, rssMb } from './support/memory';
import { startBundledProxy } from './support/proxy-bundle';
import { deliver, settledDelivery } from './support/settled-webhook';
import type { OpenPlan } from './support/sse-clients-process';

const API_KEY = 'sk_bench_fanout';
const SECRET = 'whsec_bench_fanout';
const SIZES = [1_000, 10_000];
const PER_ADDRESS = 5;
const MAX_STREAMS = 20_000;

function startClients(): Promise<ChildProcess> {
  const child = fork(new URL('./support/sse-clients-process.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`SSE clients exited with ${code}`)));
  });
}

function ask<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const measure: Measure = async () => {
  const started: Started[] = [];
  let clients: ChildProcess | undefined;
  try {
    const sandbox = await startSandboxProcess(API_KEY);
    started.push(sandbox);
    const platform = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url });
    const proxy = await startBundledProxy({ PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandbox.url, WEBHOOK_SECRET: SECRET, MAX_STREAMS: String(MAX_STREAMS) });
    started.push(proxy);
    const pid = proxy.child.pid as number;
    const port = Number(new URL(proxy.url).port);
    clients = await startClients();

    const openOn = async (count: number) => {
      const payment = await platform.payments.create({ amount: '25.00', currency: 'USDT', reference: 'bench-fanout' });
      // The first read fetches the payment upstream and stores it; every stream then starts from the store.
      await (await fetch(`${proxy.url}/api/paykit/payments/${payment.payment_id}`)).arrayBuffer();
      const plan: OpenPlan = { port, path: `/api/paykit/payments/${payment.payment_id}/events`, count, perAddress: PER_ADDRESS, batch: 250 };
      return { payment, outcome: await ask<{ opened: number; refused: number; failed: number }>(clients as ChildProcess, { open: plan }) };
    };

    // Warm up: the stream and webhook code paths compiled, then idle.
    const warm = await openOn(50);
    await deliver(proxy.url, settledDelivery(warm.payment.payment_id, `evt_bench_fanout_warm`, SECRET));
    await ask(clients, { awaitSettled: 10_000 });
    await settle(2_000);
    const idle = rssMb(pid);

    const rows: Measurement[] = [];
    for (const size of SIZES) {
      const { payment, outcome } = await openOn(size);
      await settle(1_000);
      const open = rssMb(pid);
      const cpuBefore = cpuSeconds(pid);
      const sent = process.hrtime.bigint();
      const status = await deliver(proxy.url, settledDelivery(payment.payment_id, `evt_bench_fanout_${size}`, SECRET));
      const { received, lastNs } = await ask<{ received: number; firstNs: string; lastNs: string }>(clients, { awaitSettled: 30_000 });
      const fanOutMs = Number(BigInt(lastNs) - sent) / 1e6;
      const fanOutCpuMs = (cpuSeconds(pid) - cpuBefore) * 1000;
      const how = `one proxy process (bundled with esbuild, run by plain node; memory store; defaults but maxStreams: ${MAX_STREAMS}), clients in a separate process over raw sockets, ${PER_ADDRESS} streams per loopback source address (127.1.x.y) so the per-address limits (6 streams, rate limit) stay at their defaults; ${outcome.opened} opened, ${outcome.refused} refused, ${outcome.failed} failed; webhook answered ${status}; RSS from /proc 1 s after the last stream opened, idle ${mb(idle)} MB measured after a warm-up; 2 cores shared with other work`;
      const scenario = `${size.toLocaleString('en')} status streams open on one payment`;
      rows.push(
        {
          scenario,
          metric: `proxy RSS with ${size.toLocaleString('en')} streams open`,
          value: mb(open),
          unit: 'MB',
          how,
          ...(size === 10_000 ? { bound: '< 300 MB (issue 13)' } : {}),
        },
        {
          scenario,
          metric: `memory per open stream (RSS above idle / ${size.toLocaleString('en')})`,
          value: round(((open - idle) * 1024) / outcome.opened, 1),
          unit: 'KB',
          how,
        },
        {
          scenario: `one settlement webhook fanned out to ${size.toLocaleString('en')} open streams (${received} received it)`,
          metric: `fan-out time to ${size.toLocaleString('en')} streams (webhook sent → last stream shows it)`,
          value: Math.round(fanOutMs),
          unit: 'ms',
          how,
          ...(size === 10_000 ? { bound: '< 1000 ms (issue 13)' } : {}),
        },
        {
          scenario: `one settlement webhook fanned out to ${size.toLocaleString('en')} open streams`,
          metric: `proxy CPU time for the fan-out to ${size.toLocaleString('en')} streams`,
          value: Math.round(fanOutCpuMs),
          unit: 'ms',
          how: `${how}; user + system CPU of the proxy process (/proc) from the webhook sent to the last stream served: the fan-out's cost whatever else runs on the machine`,
        },
      );
      await settle(6_000); // the settled streams end and their sockets close
    }
    return rows;
  } finally {
    clients?.send({ exit: true });
    for (const s of started.reverse()) await s.stop();
  }
};

export default measure;
