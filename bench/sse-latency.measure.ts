/**
 * Issue 13, figures: how long after a settlement webhook reaches a proxy a payer's status stream
 * shows it, side by side: on the same instance with the memory store, on the same instance with
 * the Redis store, and across instances through Redis (webhook to proxy A, stream on proxy B, both
 * on one Redis). Each proxy its own process; the bench process opens the stream, waits until it
 * shows the payment pending, then posts the signed webhook and times until "settled" arrives.
 */
import { performance } from 'node:perf_hooks';
import { createPaykitClient } from '../src/server';
import { startRedisServer } from '../test/setup/redis-server';
import { startScript, type Started } from '../test/support/spawn';
import { round } from './support/load';
import type { Measure, Measurement } from './support/measurement';
import { startSandboxProcess } from './support/servers';
import { percentile } from './support/statistics';
import { deliver, settledDelivery } from './support/settled-webhook';

const API_KEY = 'sk_bench_sse_latency';
const SECRET = 'whsec_bench_sse_latency';
const SAMPLES = 200;
/** A payer watches a while before paying; the stream's subscription is in place by then. */
const WATCH_BEFORE_SETTLING_MS = 20;

const startProxy = (env: Record<string, string>) => startScript('bench/support/proxy-process.ts', [], env, /proxy on (http:\/\/127\.0\.0\.1:\d+)/);

/** Opens a payment's status stream; `shown(status)` resolves with the time the first event showing it arrived. */
async function watch(proxyUrl: string, paymentId: string) {
  const abort = new AbortController();
  const response = await fetch(`${proxyUrl}/api/paykit/payments/${paymentId}/events`, { signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const waiting = new Map<string, (at: number) => void>();
  const seen = new Map<string, number>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const at = performance.now();
        for (const [, status] of value.matchAll(/"status":"([a-z_]+)"/g)) {
          if (seen.has(status as string)) continue;
          seen.set(status as string, at);
          waiting.get(status as string)?.(at);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    shown: (status: string) =>
      new Promise<number>((resolve, reject) => {
        const at = seen.get(status);
        if (at !== undefined) return resolve(at);
        waiting.set(status, resolve);
        setTimeout(() => reject(new Error(`stream never showed ${status}`)), 10_000).unref();
      }),
    close: () => abort.abort(),
  };
}

const measure: Measure = async () => {
  const redis = await startRedisServer();
  const started: Started[] = [];
  try {
    const sandbox = await startSandboxProcess(API_KEY);
    started.push(sandbox);
    const platform = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url });
    // Streams are opened one after another from one address: the per-client rate limit would refuse them.
    const env = { PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandbox.url, WEBHOOK_SECRET: SECRET, RATE_LIMIT: 'off' };
    const memory = await startProxy(env);
    started.push(memory);
    const a = await startProxy({ ...env, REDIS_URL: redis.url });
    started.push(a);
    const b = await startProxy({ ...env, REDIS_URL: redis.url });
    started.push(b);

    const configurations = [
      { name: 'same instance, memory store', webhookTo: memory.url, streamOn: memory.url },
      { name: 'same instance, Redis store', webhookTo: a.url, streamOn: a.url },
      { name: 'across instances through Redis', webhookTo: a.url, streamOn: b.url },
    ];
    const samples = new Map<string, number[]>(configurations.map(({ name }) => [name, []]));
    for (let i = 0; i < SAMPLES; i++) {
      // Interleaved, so a busy moment of the machine falls on all three alike.
      for (const { name, webhookTo, streamOn } of configurations) {
        const payment = await platform.payments.create({ amount: '25.00', currency: 'USDT', reference: `bench-sse-${i}` });
        const stream = await watch(streamOn, payment.payment_id);
        try {
          await stream.shown('pending');
          await new Promise((resolve) => setTimeout(resolve, WATCH_BEFORE_SETTLING_MS));
          const delivery = settledDelivery(payment.payment_id, `evt_bench_sse_${i}_${payment.payment_id}`, SECRET);
          const sent = performance.now();
          const status = await deliver(webhookTo, delivery);
          if (status !== 200) throw new Error(`${name}: webhook answered ${status}`);
          samples.get(name)?.push((await stream.shown('settled')) - sent);
        } finally {
          stream.close();
        }
      }
    }

    const how = `${SAMPLES} payments per configuration (sandbox), interleaved; one stream at a time opened by the bench process, settled ${WATCH_BEFORE_SETTLING_MS} ms after it showed "pending" by a signed payment.settled webhook; time from sending the webhook to the stream's "settled" event; each proxy its own process, Redis 7.0 on loopback; 2 cores shared with other work`;
    const rows: Measurement[] = [];
    for (const { name } of configurations) {
      const sorted = [...(samples.get(name) ?? [])].sort((x, y) => x - y);
      const scenario = `settlement webhook → SSE event, ${name}`;
      const target = name.startsWith('across') ? '≤ 50 ms (issue 13)' : undefined;
      rows.push(
        { scenario, metric: `settle → SSE latency p50, ${name}`, value: round(percentile(sorted, 50)), unit: 'ms', how },
        { scenario, metric: `settle → SSE latency p95, ${name}`, value: round(percentile(sorted, 95)), unit: 'ms', how, ...(target ? { bound: target } : {}) },
      );
    }
    return rows;
  } finally {
    for (const s of started.reverse()) await s.stop();
    await redis.stop();
  }
};

export default measure;
