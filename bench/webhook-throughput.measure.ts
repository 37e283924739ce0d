/**
 * Issue 13, figures: signed webhook deliveries the proxy's receiver accepts per second, with the
 * memory store and with the Redis store, side by side. Every delivery is a distinct signed
 * `payment.settled` event for a payment of its own (no replay is cheaper than a first delivery):
 * signature checked over the raw body, event claimed, status applied, event confirmed. Each proxy
 * its own process; the deliveries come from another (bench/support/load-process.ts), signed before
 * the clock starts.
 */
import { startRedisServer } from '../test/setup/redis-server';
import { startScript, type Started } from '../test/support/spawn';
import { round, runLoad, type LoadPlan } from './support/load';
import type { Measure, Measurement } from './support/measurement';
import { redisPid } from './support/servers';
import { median } from './support/statistics';

const SECRET = 'whsec_bench_webhook_throughput';
/**
 * All from one address, above its 4 bodies read at once (maxWebhooksPerClient): each body arrives
 * whole with its headers and is read at once, so a slot is held for moments and none is refused.
 */
const CONCURRENCY = 16;
const WARMUP_MS = 1_000;
const DURATION_MS = 3_000;
const ROUNDS = 3;
const SIGNED = 40_000;

const measure: Measure = async () => {
  const redis = await startRedisServer();
  const started: Started[] = [];
  try {
    // No upstream call is made for a webhook: the service address only has to be well-formed.
    // The receiver's capacity is measured, not its per-sender rate limit (all load comes from one address).
    const env = { PAYKIT_API_KEY: 'sk_bench_webhooks', PAYKIT_BASE_URL: 'http://127.0.0.1:9', WEBHOOK_SECRET: SECRET, WEBHOOK_RATE_LIMIT: 'off' };
    const start = (extra: Record<string, string>) => startScript('bench/support/proxy-process.ts', [], { ...env, ...extra }, /proxy on (http:\/\/127\.0\.0\.1:\d+)/);
    const memory = await start({});
    started.push(memory);
    const withRedis = await start({ REDIS_URL: redis.url });
    started.push(withRedis);
    const plan = (origin: string): LoadPlan => ({
      origin,
      path: '/api/paykit/webhooks',
      method: 'POST',
      headers: {},
      concurrency: CONCURRENCY,
      warmupMs: WARMUP_MS,
      durationMs: DURATION_MS,
      webhooks: { secret: SECRET, count: SIGNED },
    });
    const configurations = [
      { name: 'memory store', plan: plan(memory.url), pids: [memory.child.pid as number] },
      { name: 'Redis store', plan: plan(withRedis.url), pids: [withRedis.child.pid as number, await redisPid(redis.url)] },
    ];
    const rounds = new Map<string, { accepted: number; p50: number; p99: number; perCpu: number; other: number; repeated: number }[]>(
      configurations.map(({ name }) => [name, []]),
    );
    for (let r = 0; r < ROUNDS; r++) {
      for (const { name, plan: p, pids } of configurations) {
        const result = await runLoad(p, pids);
        const ok = result.statuses['200'] ?? 0;
        rounds.get(name)?.push({
          accepted: ok / result.seconds,
          p50: result.p50Ms,
          p99: result.p99Ms,
          perCpu: ok / result.serverCpuSeconds,
          other: result.errors + result.requests - ok,
          repeated: result.deliveriesRepeated,
        });
        console.log(`  round ${r + 1} ${name}: ${Math.round(ok / result.seconds)} accepted/s, p50 ${round(result.p50Ms)} ms, p99 ${round(result.p99Ms)} ms`);
      }
    }
    const how = `${CONCURRENCY} keep-alive connections from a separate load-generator process (undici), each delivery a distinct signed payment.settled event for its own payment; ${ROUNDS} rounds of ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s recorded, alternating between the two proxies; median over rounds; Redis 7.0 on loopback; 2 cores shared with other work`;
    const rows: Measurement[] = [];
    for (const { name } of configurations) {
      const all = rounds.get(name) ?? [];
      const other = all.reduce((sum, r) => sum + r.other, 0);
      const repeated = all.reduce((sum, r) => sum + r.repeated, 0);
      const scenario = `signed webhook deliveries to the proxy's receiver, ${name}${other > 0 ? ` (${other} not answered 200)` : ''}${repeated > 0 ? ` (${repeated} sent twice)` : ''}`;
      rows.push(
        { scenario, metric: `webhook deliveries accepted per second, ${name}`, value: Math.round(median(all.map((r) => r.accepted))), unit: 'deliveries/s', how },
        { scenario, metric: `webhook delivery latency p50, ${name}`, value: round(median(all.map((r) => r.p50))), unit: 'ms', how },
        { scenario, metric: `webhook delivery latency p99, ${name}`, value: round(median(all.map((r) => r.p99))), unit: 'ms', how },
        {
          scenario,
          metric: `webhook deliveries accepted per server CPU-second, ${name}`,
          value: Math.round(median(all.map((r) => r.perCpu))),
          unit: 'deliveries/CPU-s',
          how: `${how}; CPU from /proc of ${name === 'Redis store' ? 'the proxy and redis-server' : 'the proxy'}`,
        },
      );
    }
    return rows;
  } finally {
    for (const s of started.reverse()) await s.stop();
    await redis.stop();
  }
};

export default measure;
