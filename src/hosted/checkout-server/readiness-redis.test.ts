/** /readyz against a real Redis (test/setup/redis-server.ts): down is 503 naming the store, and back is ready again. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisStatusStore, type RedisStatusStore } from '../../redis';
import { startRedisServer, type RedisServer } from '../../../test/setup/redis-server';
import { createCheckoutHarness } from '../../../test/support/checkout-harness';

let redis: RedisServer;
let store: RedisStatusStore;
beforeAll(async () => {
  redis = await startRedisServer();
  store = await createRedisStatusStore({ url: redis.url, keyPrefix: 'readyz-test:' });
});
afterAll(async () => {
  await store?.close();
  await redis?.stop();
});

describe('/readyz with a Redis status store', () => {
  it('is ready with Redis up, 503 naming the store while it is down, and ready again once it is back', async () => {
    const h = await createCheckoutHarness({ store });
    try {
      expect((await h.call('/readyz')).status).toBe(200);
      await redis.stop();
      await vi.waitFor(
        async () => {
          const down = await h.call('/readyz');
          expect(down.status).toBe(503);
          expect(await down.json()).toEqual({
            error: { code: 'not_ready', message: 'Not ready: store unreachable' },
            checks: { store: 'unreachable', upstream: 'ok' },
          });
        },
        { timeout: 10_000, interval: 200 },
      );
      await redis.start();
      await vi.waitFor(async () => expect((await h.call('/readyz')).status).toBe(200), { timeout: 15_000, interval: 200 });
    } finally {
      await h.cleanup();
    }
  }, 40_000);
});
