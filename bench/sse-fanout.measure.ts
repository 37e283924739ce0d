/**
 * Issue 13, figures: what open status streams cost the proxy, and how fast one settlement reaches
 * all of them. One proxy process (memory store) and, in another process, 1,000 then 10,000
 * streams on one payment (bench/support/sse-clients-process.ts); then one signed settlement
 * webhook, timed until the last stream shows it. The proxy's per-address limits stay at their
 * defaults (the clients come from many loopback addresses); only `maxStreams` is raised. The proxy
 * runs bundled, without tsx (bench/support/proxy-bundle.ts), so its memory is a deployed proxy's.
 * Issue 26: each size is measured in three rounds, and each figure is their median, with the runs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { createPaykitClient } from '../src/server';
import type { Started } from '../test/support/spawn';
import { cpuSeconds } from './support/cpu';
import { round } from './support/load';
import type { Measure, Measurement } from './support/measurement';
import { startSandboxProcess } from './support/servers';
import { mb, rssMb } from './support/memory';
import { median } from './support/statistics';
import { startBundledProxy } from './support/proxy-bundle';
import { deliver, settledDelivery } from './support/settled-webhook';
import type { OpenPlan } from './support/sse-clients-process';

const API_KEY = 'sk_bench_fanout';
const SECRET = 'whsec_bench_fanout';
const SIZES = [1_000, 10_000];
const PER_ADDRESS = 5;
const MAX_STREAMS = 20_000;
/** Each size is measured this many times, the median reported with every run. */
const ROUNDS = 3;

interface Run {
  opened: number;
  refused: number;
  failed: number;
  status: number;
  received: number;
  rssMb: number;
  perStreamKb: number;
  fanOutMs: number;
  cpuMs: number;
  /** Webhook sent → the first stream shows it. */
  firstMs: number;
  /** CPU of the clients' process over the same time: the wall-clock figure includes their reading. */
  clientsCpuMs: number;
  /** Proxy CPU after the last stream showed it, as the clients close their connections and the proxy lets them go. */
  teardownCpuMs: number;
}

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

/** One round: a fresh proxy (so its RSS above idle is this round's streams alone), warmed up, then each size in turn. */
async function measureRound(sandboxUrl: string, clients: ChildProcess, pass: number): Promise<{ idle: number; runs: Map<number, Run> }> {
  const platform = createPaykitClient({ apiKey: API_KEY, baseUrl: sandboxUrl });
  const proxy = await startBundledProxy({ PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandboxUrl, WEBHOOK_SECRET: SECRET, MAX_STREAMS: String(MAX_STREAMS) });
  try {
    const pid = proxy.child.pid as number;
    const port = Number(new URL(proxy.url).port);
    const openOn = async (count: number) => {
      const payment = await platform.payments.create({ amount: '25.00', currency: 'USDT', reference: 'bench-fanout' });
      // The first read fetches the payment upstream and stores it; every stream then starts from the store.
      await (await fetch(`${proxy.url}/api/paykit/payments/${payment.payment_id}`)).arrayBuffer();
      const plan: OpenPlan = { port, path: `/api/paykit/payments/${payment.payment_id}/events`, count, perAddress: PER_ADDRESS, batch: 250 };
      return { payment, outcome: await ask<{ opened: number; refused: number; failed: number }>(clients, { open: plan }) };
    };

    // Warm up: the stream and webhook code paths compiled, then idle.
    const warm = await openOn(50);
    await deliver(proxy.url, settledDelivery(warm.payment.payment_id, `evt_bench_fanout_warm_${pass}`, SECRET));
    await ask(clients, { awaitSettled: 10_000 });
    await ask(clients, { close: true });
    await settle(2_000);
    const idle = rssMb(pid);

    const runs = new Map<number, Run>();
    for (const size of SIZES) {
      const { payment, outcome } = await openOn(size);
      await settle(1_000);
      const open = rssMb(pid);
      const cpuBefore = cpuSeconds(pid);
      const clientsCpuBefore = cpuSeconds(clients.pid as number);
      const sent = process.hrtime.bigint();
      const status = await deliver(proxy.url, settledDelivery(payment.payment_id, `evt_bench_fanout_${size}_${pass}`, SECRET));
      const { received, firstNs, lastNs } = await ask<{ received: number; firstNs: string; lastNs: string }>(clients, { awaitSettled: 30_000 });
      const cpuServed = cpuSeconds(pid);
      const clientsCpuServed = cpuSeconds(clients.pid as number);
      // As a browser keeps a finished response's connection, the clients close theirs only now.
      await ask(clients, { close: true });
      await settle(6_000); // every socket closed, and the proxy has let them go
      runs.set(size, {
        ...outcome,
        status,
        received,
        rssMb: open,
        perStreamKb: ((open - idle) * 1024) / outcome.opened,
        fanOutMs: Number(BigInt(lastNs) - sent) / 1e6,
        cpuMs: (cpuServed - cpuBefore) * 1000,
        firstMs: Number(BigInt(firstNs) - sent) / 1e6,
        clientsCpuMs: (clientsCpuServed - clientsCpuBefore) * 1000,
        teardownCpuMs: (cpuSeconds(pid) - cpuServed) * 1000,
      });
    }
    return { idle, runs };
  } finally {
    await proxy.stop();
  }
}

const measure: Measure = async () => {
  const started: Started[] = [];
  let clients: ChildProcess | undefined;
  try {
    const sandbox = await startSandboxProcess(API_KEY);
    started.push(sandbox);
    clients = await startClients();
    const runs = new Map<number, Run[]>(SIZES.map((size) => [size, []]));
    const idles: number[] = [];
    const loads: number[] = [];
    for (let pass = 1; pass <= ROUNDS; pass++) {
      loads.push(loadavg()[0] as number);
      const result = await measureRound(sandbox.url, clients, pass);
      idles.push(result.idle);
      for (const [size, run] of result.runs) runs.get(size)?.push(run);
    }

    const rows: Measurement[] = [];
    for (const [size, all] of runs) {
      const count = size.toLocaleString('en');
      const outcomes = all
        .map((r) => `${r.opened} opened, ${r.refused} refused, ${r.failed} failed, webhook answered ${r.status}, ${r.received} received it`)
        .join('; ');
      const how = `one proxy process (bundled with esbuild, run by plain node; memory store; defaults but maxStreams: ${MAX_STREAMS}), clients in a separate process over raw sockets, ${PER_ADDRESS} streams per loopback source address (127.1.x.y) so the per-address limits (6 streams, rate limit) stay at their defaults; median of ${ROUNDS} rounds, each with a proxy of its own (every run is named with its figure); ${outcomes}; RSS from /proc 1 s after the last stream opened, idle ${idles.map(mb).join(', ')} MB measured after a warm-up; 2 cores shared with other work, load average (1 min) ${loads.map((l) => l.toFixed(1)).join(', ')} as each round began`;
      const scenario = `${count} status streams open on one payment`;
      const figure = (pick: (r: Run) => number, digits: number) => {
        const values = all.map(pick);
        return { value: round(median(values), digits), runs: `runs ${values.map((v) => round(v, digits)).join(', ')}` };
      };
      const rss = figure((r) => r.rssMb, 1);
      const perStream = figure((r) => r.perStreamKb, 1);
      const fanOut = figure((r) => r.fanOutMs, 0);
      const cpu = figure((r) => r.cpuMs, 0);
      const teardown = figure((r) => r.teardownCpuMs, 0);
      rows.push(
        {
          scenario,
          metric: `proxy RSS with ${count} streams open (median; ${rss.runs} MB)`,
          value: rss.value,
          unit: 'MB',
          how,
          ...(size === 10_000 ? { bound: '< 300 MB (issue 13)' } : {}),
        },
        {
          scenario,
          metric: `memory per open stream (RSS above idle / ${count}; median; ${perStream.runs} KB)`,
          value: perStream.value,
          unit: 'KB',
          how,
          ...(size === 10_000 ? { bound: '≤ 21.7 KB (issue 26)' } : {}),
        },
        {
          scenario: `one settlement webhook fanned out to ${count} open streams`,
          metric: `fan-out time to ${count} streams (webhook sent → last stream shows it; median; ${fanOut.runs} ms)`,
          value: fanOut.value,
          unit: 'ms',
          how: `${how}; the first stream showed it after ${figure((r) => r.firstMs, 0).runs} ms; the clients' process spent ${figure((r) => r.clientsCpuMs, 0).runs} ms of CPU meanwhile (reading ${count} sockets is work too, on the same 2 cores)`,
          ...(size === 10_000 ? { bound: '< 1000 ms (issues 13, 26)' } : {}),
        },
        {
          scenario: `one settlement webhook fanned out to ${count} open streams`,
          metric: `proxy CPU time for the fan-out to ${count} streams (median; ${cpu.runs} ms)`,
          value: cpu.value,
          unit: 'ms',
          how: `${how}; user + system CPU of the proxy process (/proc) from the webhook sent to the last stream served: the fan-out's cost whatever else runs on the machine`,
        },
        {
          scenario: `one settlement webhook fanned out to ${count} open streams`,
          metric: `proxy CPU time to let the ${count} finished streams' connections go (median; ${teardown.runs} ms)`,
          value: teardown.value,
          unit: 'ms',
          how: `${how}; user + system CPU of the proxy process (/proc) over the 6 s after the last stream showed the settlement, the clients closing their connections at its start (as a browser keeps a finished response's connection in its pool, the clients close theirs only once every stream is counted): the rest of the fan-out's cost`,
        },
      );
    }
    return rows;
  } finally {
    clients?.send({ exit: true });
    for (const s of started.reverse()) await s.stop();
  }
};

export default measure;
