/**
 * Issue 13, figures: the browser's poll (`GET /payments/:id`) answered three ways, side by side
 * in one run: by the emulator itself (`GET /v1/payments/{id}`), by the proxy with the memory
 * store, and by the proxy with the Redis store. Each server in its own process, the load from
 * another (bench/support/load-process.ts). Rounds alternate between the three, so a busy moment
 * of the machine does not fall on one of them only, and each ratio is taken within a round.
 * Besides requests per second, requests per CPU-second of the server processes (the proxy and
 * redis-server together for the Redis store): a figure other work on the machine barely moves.
 */
import { createPaykitClient } from '../src/server';
import { startRedisServer } from '../test/setup/redis-server';
import { startScript, type Started } from '../test/support/spawn';
import { round, runLoad, type LoadPlan } from './support/load';
import type { Measure, Measurement } from './support/measurement';
import { redisPid, startSandboxProcess } from './support/servers';
import { median } from './support/statistics';

const API_KEY = 'sk_bench_throughput';
const CONCURRENCY = 32;
const WARMUP_MS = 1_000;
const DURATION_MS = 3_000;
const ROUNDS = 5;

const startProxy = (env: Record<string, string>) => startScript('bench/support/proxy-process.ts', [], env, /proxy on (http:\/\/127\.0\.0\.1:\d+)/);

interface Round {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  perCpuSecond: number;
  notOk: number;
}

const measure: Measure = async () => {
  const redis = await startRedisServer();
  const started: Started[] = [];
  try {
    const sandbox = await startSandboxProcess(API_KEY);
    started.push(sandbox);
    const platform = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url });
    const payment = await platform.payments.create({ amount: '25.00', currency: 'USDT', reference: 'bench-throughput' });
    const env = { PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandbox.url, RATE_LIMIT: 'off' };
    const memoryProxy = await startProxy(env);
    started.push(memoryProxy);
    const redisProxy = await startProxy({ ...env, REDIS_URL: redis.url });
    started.push(redisProxy);

    const proxyPath = `/api/paykit/payments/${payment.payment_id}`;
    const common = { method: 'GET' as const, concurrency: CONCURRENCY, warmupMs: WARMUP_MS, durationMs: DURATION_MS };
    const configurations: { name: string; plan: LoadPlan; pids: number[] }[] = [
      {
        name: 'emulator direct',
        plan: { ...common, origin: sandbox.url, path: `/v1/payments/${payment.payment_id}`, headers: { authorization: `Bearer ${API_KEY}` } },
        pids: [sandbox.child.pid as number],
      },
      { name: 'proxy, memory store', plan: { ...common, origin: memoryProxy.url, path: proxyPath, headers: {} }, pids: [memoryProxy.child.pid as number] },
      {
        name: 'proxy, Redis store',
        plan: { ...common, origin: redisProxy.url, path: proxyPath, headers: {} },
        pids: [redisProxy.child.pid as number, await redisPid(redis.url)],
      },
    ];
    for (const { name, plan } of configurations) {
      // The first read through a proxy fetches the payment upstream and stores it; the load reads it back.
      const first = await fetch(`${plan.origin}${plan.path}`, { headers: plan.headers });
      if (first.status !== 200) throw new Error(`${name}: GET answered ${first.status}`);
      await first.arrayBuffer();
    }

    const rounds = new Map<string, Round[]>(configurations.map(({ name }) => [name, []]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const { name, plan, pids } of configurations) {
        const result = await runLoad(plan, pids);
        const perCpuSecond = result.requests / result.serverCpuSeconds;
        const notOk = result.errors + result.requests - (result.statuses['200'] ?? 0);
        rounds.get(name)?.push({ perSecond: result.perSecond, p50Ms: result.p50Ms, p99Ms: result.p99Ms, perCpuSecond, notOk });
        console.log(
          `  round ${r + 1} ${name}: ${Math.round(result.perSecond)} req/s, p50 ${round(result.p50Ms)} ms, p99 ${round(result.p99Ms)} ms, ${Math.round(perCpuSecond)} req per server CPU-s`,
        );
      }
    }

    const how = `${CONCURRENCY} keep-alive connections from a separate load-generator process (undici); ${ROUNDS} rounds of ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s recorded, alternating between the three servers; median over rounds; proxy rate limit off (rateLimit: false); Redis 7.0 (Debian redis-server) on loopback; each server its own process; 2 cores shared with other work`;
    const rows: Measurement[] = [];
    for (const { name } of configurations) {
      const all = rounds.get(name) ?? [];
      const notOk = all.reduce((sum, r) => sum + r.notOk, 0);
      const scenario = `GET /payments/:id, ${name}${notOk > 0 ? ` (${notOk} answers not 200)` : ''}`;
      rows.push(
        { scenario, metric: `throughput, ${name}`, value: Math.round(median(all.map((r) => r.perSecond))), unit: 'req/s', how },
        { scenario, metric: `latency p50, ${name}`, value: round(median(all.map((r) => r.p50Ms))), unit: 'ms', how },
        { scenario, metric: `latency p99, ${name}`, value: round(median(all.map((r) => r.p99Ms))), unit: 'ms', how },
        {
          scenario,
          metric: `requests per server CPU-second, ${name}`,
          value: Math.round(median(all.map((r) => r.perCpuSecond))),
          unit: 'req/CPU-s',
          how: `${how}; CPU from /proc of ${name === 'proxy, Redis store' ? 'the proxy and redis-server' : 'the server'}`,
        },
      );
    }
    const direct = rounds.get('emulator direct') ?? [];
    const withRedis = rounds.get('proxy, Redis store') ?? [];
    const scenario = 'GET /payments/:id, proxy with the Redis store against the emulator answering directly, within each round';
    rows.push(
      {
        scenario,
        metric: 'throughput ratio, proxy with Redis / emulator direct',
        value: round(median(withRedis.map((r, i) => r.perSecond / (direct[i] as Round).perSecond))),
        unit: '×',
        bound: '≥ 0.8× (issue 13)',
        how,
      },
      {
        scenario,
        metric: 'requests per CPU-second ratio, proxy with Redis (proxy + redis-server) / emulator direct',
        value: round(median(withRedis.map((r, i) => r.perCpuSecond / (direct[i] as Round).perCpuSecond))),
        unit: '×',
        how,
      },
    );
    return rows;
  } finally {
    for (const s of started.reverse()) await s.stop();
    await redis.stop();
  }
};

export default measure;
