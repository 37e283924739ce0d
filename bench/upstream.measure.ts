/**
 * Finding 6 of the hardening audit: how long a browser waits on the proxy when the service
 * misbehaves, and how much upstream work a browser that gave up still causes. The service is a
 * scripted server on loopback; the proxy runs in its own process (BENCH_ROOT=<older checkout>
 * measures that code).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startScript } from '../test/support/spawn';
import type { Measurement, Measure } from './support/measurement';

/** Seconds, to one decimal. */
const seconds = (ms: number) => Math.round(ms / 100) / 10;

const measure: Measure = async () => {
  let attempts = 0;
  const hanging = new Set<ServerResponse>();
  const upstream = createServer((req: IncomingMessage, res: ServerResponse) => {
    attempts += 1;
    req.resume();
    if (req.method === 'POST') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' }).end(JSON.stringify({ error: { code: 'rate_limited', message: 'slow down' } }));
      return;
    }
    hanging.add(res); // never answers
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const proxy = await startScript(
    'bench/support/proxy-process.ts',
    [],
    { PAYKIT_API_KEY: 'sk_bench_upstream', PAYKIT_BASE_URL: upstreamUrl },
    /proxy on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  const rows: Measurement[] = [];
  try {
    const api = `${proxy.url}/api/paykit`;
    const timed = async (run: () => Promise<unknown>) => {
      attempts = 0;
      const start = performance.now();
      await run().catch(() => undefined);
      return performance.now() - start;
    };

    const busy = await timed(() =>
      fetch(`${api}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxy.url },
        body: '{}',
        signal: AbortSignal.timeout(90_000),
      }),
    );
    rows.push({
      scenario: 'service answers 429 with Retry-After: 30',
      metric: `browser waits for its 503 (${attempts} upstream attempts)`,
      value: seconds(busy),
      unit: 's',
      bound: '≤ 10 s budget',
    });

    const hang = await timed(() => fetch(`${api}/payments/pay_benchhang000000000000`, { signal: AbortSignal.timeout(90_000) }));
    rows.push({
      scenario: 'service accepts the connection and never answers',
      metric: `browser waits for its 504 (${attempts} upstream attempts)`,
      value: seconds(hang),
      unit: 's',
      bound: '≤ 10 s budget',
    });

    attempts = 0;
    await fetch(`${api}/payments/pay_benchgiveup00000000000`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    // Long enough for every retry the old code would still make (3 attempts of 10 s plus backoff).
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    rows.push({
      scenario: 'browser gives up after 2 s on a hanging service',
      metric: 'upstream attempts made for it',
      value: attempts,
      unit: 'attempts',
      bound: '1',
    });
  } finally {
    for (const res of hanging) res.destroy();
    await proxy.stop();
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  }
  return rows;
};

export default measure;
