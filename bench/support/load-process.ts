/**
 * A load generator in a process of its own (so its work is not counted against the server it
 * measures): `concurrency` keep-alive connections, each sending its next request as soon as the
 * last was answered, for `warmupMs` unrecorded and then `durationMs` recorded. With `webhooks`,
 * every request is a distinct signed `payment.settled` delivery, all signed before the clock starts.
 * Prints "recording" and "stopped" around the recorded part (so the parent can read the servers'
 * CPU time over exactly that span), then one JSON line (LoadResult), and exits.
 */
import { createHistogram } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { LoadPlan, LoadResult } from './load';
import { settledDelivery, type SignedDelivery } from './settled-webhook';

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const { origin, path, concurrency, warmupMs, durationMs } = plan;

function signedDeliveries(secret: string, count: number): SignedDelivery[] {
  const run = `${process.pid}${Date.now().toString(36)}`;
  // A new payment and a new event id each: no delivery is a replay, each one changes a payment.
  return Array.from({ length: count }, (_, i) => settledDelivery(`pay_load${run}x${i}`, `evt_load${run}x${i}`, secret));
}

const deliveries = plan.webhooks ? signedDeliveries(plan.webhooks.secret, plan.webhooks.count) : [];
let next = 0;
const pool = new Pool(origin, { connections: concurrency, pipelining: 1, keepAliveTimeout: 60_000 });
const latency = createHistogram();
const statuses: Record<string, number> = {};
let recording = false;
let stopped = false;
let requests = 0;
let errors = 0;

function nextRequest() {
  if (!plan.webhooks) return { path, method: plan.method, headers: plan.headers };
  const delivery = deliveries[next++ % deliveries.length] as SignedDelivery;
  return {
    path,
    method: plan.method,
    headers: { ...plan.headers, 'content-type': 'application/json', 'service-signature': delivery.signature },
    body: delivery.body,
  };
}

async function worker(): Promise<void> {
  while (!stopped) {
    const start = process.hrtime.bigint();
    try {
      const { statusCode, body } = await pool.request(nextRequest());
      await body.dump();
      if (!recording) continue;
      latency.record(process.hrtime.bigint() - start);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      requests += 1;
    } catch {
      if (recording) errors += 1;
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const workers = Array.from({ length: concurrency }, worker);
await sleep(warmupMs);
recording = true;
console.log('recording');
const start = process.hrtime.bigint();
await sleep(durationMs);
recording = false;
console.log('stopped');
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
stopped = true;
await Promise.all(workers);
await pool.close();
const result: LoadResult = {
  requests,
  errors,
  statuses,
  seconds,
  perSecond: requests / seconds,
  p50Ms: latency.percentile(50) / 1e6,
  p99Ms: latency.percentile(99) / 1e6,
  deliveriesRepeated: plan.webhooks ? Math.max(0, next - deliveries.length) : 0,
};
console.log(JSON.stringify(result));
