/**
 * The proxy the scenarios measure: `createPaykitHandler` served over node:http on 127.0.0.1,
 * talking to the sandbox at PAYKIT_BASE_URL, configured from the environment. Options a scenario
 * may set, each one of the handler's documented options: REDIS_URL (the paykit/redis store instead
 * of the memory one), RATE_LIMIT=off (`rateLimit: false`), WEBHOOK_RATE_LIMIT=off
 * (`webhookRateLimit: false`), MAX_STREAMS and MAX_STREAMS_PER_CLIENT
 * (`maxStreams`, `maxStreamsPerClient`); PORT fixes the port. Prints "proxy on <url>" once listening.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type ServerEntry = typeof import('../../src/server/index');
type RedisEntry = typeof import('../../src/redis/index');

const count = (name: string) => (process.env[name] === undefined ? undefined : Number(process.env[name]));

export async function serveProxy(server: ServerEntry, loadRedis: () => Promise<RedisEntry>): Promise<void> {
  const accountId = process.env.ACCOUNT_ID ?? null;
  const store = process.env.REDIS_URL ? await (await loadRedis()).createRedisStatusStore({ url: process.env.REDIS_URL }) : undefined;
  const maxStreams = count('MAX_STREAMS');
  const maxStreamsPerClient = count('MAX_STREAMS_PER_CLIENT');
  const handler = server.createPaykitHandler({
    upstream: { apiKey: process.env.PAYKIT_API_KEY ?? '', baseUrl: process.env.PAYKIT_BASE_URL ?? '' },
    ...(process.env.WEBHOOK_SECRET ? { webhookSecret: process.env.WEBHOOK_SECRET } : {}),
    limits: {
      ...(process.env.RATE_LIMIT === 'off' ? { rateLimit: false as const } : {}),
      ...(process.env.WEBHOOK_RATE_LIMIT === 'off' ? { webhookRateLimit: false as const } : {}),
      ...(maxStreams === undefined ? {} : { maxStreams }),
      ...(maxStreamsPerClient === undefined ? {} : { maxStreamsPerClient }),
    },
    ...(store ? { store } : {}),
    policies: {
      resolveAccount: () => accountId,
      // Any order is a 25.00 USDT payment: the scenarios are about the proxy, not the shop.
      createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'bench-order' }),
    },
    onError: () => undefined,
  });
  const listener = server.toNodeListener(handler);
  const http = createServer((req, res) => listener(req, res));
  http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    console.log(`proxy on http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  });
}
