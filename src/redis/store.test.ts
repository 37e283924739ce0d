/**
 * The Redis store against real servers started on loopback (test/support/redis-targets.ts): one
 * redis-server, a 3-node Redis Cluster, and a server without sharded pub/sub (as Redis 6). On each,
 * the StatusStore contract, then what only a shared store can do — two instances on one Redis, a
 * restarted one, concurrent writers, TTLs, one subscriber for every payment, and Redis going away
 * and coming back.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeStatusStoreContract, freshPaymentId, paymentView, at, virtualAccountView } from '../../test/support/status-store-contract';
import { REDIS_TARGETS, WITHOUT_SHARDED_PUBSUB, type RedisTarget } from '../../test/support/redis-targets';
import { StatusStoreUnavailableError, type PaymentView, type StoredStatus } from '../server/proxy/status-store';
import { createClient, createCluster } from 'redis';
import { createRedisStatusStore, type RedisClient, type RedisClusterClient, type RedisStatusStore } from './store';

// Each test may wait on a cluster agreeing again, on a 2-core machine shared with other suites.
describe.each([...REDIS_TARGETS, WITHOUT_SHARDED_PUBSUB])(
  'on $name',
  ({ launch }) => {
    let redis: RedisTarget;
    const opened: RedisStatusStore[] = [];

    async function openStore(options: { keyPrefix?: string; onError?: (error: Error) => void } = {}): Promise<RedisStatusStore> {
      const store = await createRedisStatusStore({ ...redis.options, ...options });
      opened.push(store);
      return store;
    }

    beforeAll(async () => {
      redis = await launch();
    }, 120_000);

    afterAll(async () => {
      await Promise.all(opened.map((store) => store.close()));
      await redis?.remove();
    });

    describeStatusStoreContract('RedisStatusStore', () => openStore());

    describe('two RedisStatusStores on one Redis', () => {
      it('a change applied on A reaches a subscriber on B, with the version A stored', async () => {
        const [a, b] = [await openStore(), await openStore()];
        const id = freshPaymentId();
        await a.apply(paymentView({ payment_id: id }));
        const heard: StoredStatus[] = [];
        b.subscribe(id, (status) => heard.push(status));
        // B may first hear the status current when its subscription took effect; then A's change.
        const { stored } = await a.apply(paymentView({ payment_id: id, status: 'settled', amount_received: '25.00', amount_due: '0.00', updated_at: at(5) }));
        await vi.waitFor(() => expect(heard.at(-1)).toEqual(stored));
        expect(heard.map((status) => status.version)).toEqual([...new Set(heard.map((status) => status.version))].sort((x, y) => x - y));
      });

      it('an event claimed on A is refused on B', async () => {
        const [a, b] = [await openStore(), await openStore()];
        const event = `evt_${freshPaymentId()}`;
        expect(await a.claimEvent(event, 60_000)).toBe(true);
        expect(await b.claimEvent(event, 60_000)).toBe(false);
      });

      it("rememberCheckout on B returns A's payment", async () => {
        const [a, b] = [await openStore(), await openStore()];
        const link = `pl_${freshPaymentId()}`;
        expect(await a.rememberCheckout(link, 'pay_from_a')).toBe('pay_from_a');
        expect(await b.rememberCheckout(link, 'pay_from_b')).toBe('pay_from_a');
        expect(await b.checkoutPayment(link)).toBe('pay_from_a');
      });

      it("runs on the caller's own client (createClient, or createCluster for a cluster), and close() leaves that client open", async () => {
        const own = redis.options.cluster
          ? createCluster({ rootNodes: redis.options.cluster.rootNodes, defaults: { disableOfflineQueue: true } })
          : createClient({ url: redis.options.url, disableOfflineQueue: true });
        own.on('error', () => {});
        const store = await createRedisStatusStore({ client: own as RedisClient | RedisClusterClient });
        const other = await openStore();
        const id = freshPaymentId();
        const heard: StoredStatus[] = [];
        store.subscribe(id, (status) => heard.push(status));
        const { stored } = await other.apply(paymentView({ payment_id: id }));
        await vi.waitFor(() => expect(heard.at(-1)).toEqual(stored), { timeout: 10_000 });
        expect(await store.get(id)).toEqual(stored);
        await store.close();
        expect(own.isOpen).toBe(true);
        await own.close();
      });

      it('a fresh store (a restarted instance) reads the payment with its address and expiry, and counts versions on', async () => {
        const before = await openStore();
        const id = freshPaymentId();
        const view = paymentView({ payment_id: id, address: 'TRestartedAddr1234567890', expires_at: '2026-01-15T10:00:00.000Z' });
        const { stored } = await before.apply(view);
        await before.close();
        const restarted = await openStore();
        expect(await restarted.get(id)).toEqual(stored);
        const next = await restarted.apply({ ...view, status: 'confirming', updated_at: at(7) });
        expect(next.stored.version).toBeGreaterThan(stored.version);
      });

      it('50 shuffled, out-of-order events applied concurrently from both stores end settled, each stored version higher than the last', async () => {
        const [a, b] = [await openStore(), await openStore()];
        const id = freshPaymentId();
        await a.apply(paymentView({ payment_id: id }));
        const heard: number[] = [];
        const watcher = await openStore();
        watcher.subscribe(id, (status) => heard.push(status.version));
        const events: PaymentView[] = Array.from({ length: 50 }, (_, i) => {
          const received = Math.min(25, i);
          const status = i === 49 ? 'settled' : i % 3 === 0 ? 'confirming' : 'underpaid';
          return paymentView({ payment_id: id, status, amount_received: `${received}.00`, amount_due: `${25 - received}.00`, updated_at: at(i + 1) });
        });
        const shuffled = [...events].sort(() => Math.random() - 0.5);
        const results = await Promise.all(shuffled.map((event, i) => (i % 2 === 0 ? a : b).apply(event)));
        const final = await b.get(id);
        expect(final?.view.status).toBe('settled');
        const changed = results.filter((r) => r.changed).map((r) => r.stored.version);
        expect(new Set(changed).size).toBe(changed.length); // no version handed out twice
        expect(Math.max(...changed)).toBe(final?.version);
        await vi.waitFor(() => expect(heard.at(-1)).toBe(final?.version));
        for (let i = 1; i < heard.length; i++) expect(heard[i]).toBeGreaterThan(heard[i - 1] as number);
      });

      it('sets a TTL on every key it writes', async () => {
        const store = await openStore({ keyPrefix: 'ttl-check:' });
        const id = freshPaymentId();
        await store.apply(paymentView({ payment_id: id }));
        await store.claimEvent('evt_ttl', 3 * 60 * 60 * 1000);
        await store.rememberCheckout('pl_ttl', id);
        await store.rememberVirtualAccount('acct_ttl', virtualAccountView());
        const found = await redis.ttls('ttl-check:*');
        expect(Object.keys(found).sort()).toEqual([
          `ttl-check:checkout:{pl_ttl}`,
          `ttl-check:event:{evt_ttl}`,
          `ttl-check:payment:{${id}}`,
          `ttl-check:virtual-account:{acct_ttl}`,
        ]);
        const ttls = Object.fromEntries(Object.entries(found).map(([key, ttl]) => [key.split(':')[1], ttl]));
        const day = 24 * 60 * 60 * 1000;
        expect(ttls.payment).toBeGreaterThan(7 * day - 60_000);
        expect(ttls.payment).toBeLessThanOrEqual(7 * day);
        expect(ttls.checkout).toBeGreaterThan(7 * day - 60_000);
        expect(ttls.event).toBeGreaterThan(3 * 60 * 60 * 1000 - 60_000);
        expect(ttls.event).toBeLessThanOrEqual(3 * 60 * 60 * 1000);
        expect(ttls['virtual-account']).toBeGreaterThan(90 * day - 60_000);
        expect(ttls['virtual-account']).toBeLessThanOrEqual(90 * day);
      });

      it("renews a virtual account's TTL on every read, so a customer who comes back keeps their details", async () => {
        // Written with a 5 s TTL by one store, read by one whose TTL is a minute: a gap no slow machine closes by accident.
        const writer = await createRedisStatusStore({ ...redis.options, keyPrefix: 'va-ttl:', virtualAccountTtlMs: 5_000 });
        const store = await createRedisStatusStore({ ...redis.options, keyPrefix: 'va-ttl:', virtualAccountTtlMs: 60_000 });
        opened.push(writer, store);
        await writer.rememberVirtualAccount('acct_read', virtualAccountView());
        const before = (await redis.ttls('va-ttl:*'))['va-ttl:virtual-account:{acct_read}'] as number;
        expect(before).toBeLessThanOrEqual(5_000);
        expect(await store.virtualAccount('acct_read')).toEqual(virtualAccountView());
        const after = (await redis.ttls('va-ttl:*'))['va-ttl:virtual-account:{acct_read}'] as number;
        expect(after).toBeGreaterThan(50_000);
      });

      it('follows many payments over one subscriber connection (in a cluster, one per shard at most)', async () => {
        const baseline = await redis.subscribedConnections();
        const store = await openStore();
        const ids = Array.from({ length: 30 }, () => freshPaymentId());
        const heard = new Set<string>();
        const undo = ids.map((id) => store.subscribe(id, (status) => heard.add(status.view.payment_id)));
        const writer = await openStore();
        await Promise.all(ids.map((id) => writer.apply(paymentView({ payment_id: id }))));
        await vi.waitFor(() => expect(heard.size).toBe(ids.length), { timeout: 10_000 });
        const connections = (await redis.subscribedConnections()) - baseline;
        expect(connections).toBeGreaterThanOrEqual(1);
        expect(connections).toBeLessThanOrEqual('cluster' in redis.options ? 3 : 1);
        for (const stop of undo) stop();
      });
    });

    describe('Redis going away', () => {
      it('calls reject with StatusStoreUnavailableError naming Redis, and work again once it is back', async () => {
        const errors: Error[] = [];
        const store = await openStore({ onError: (error) => errors.push(error) });
        const id = freshPaymentId();
        await store.apply(paymentView({ payment_id: id }));
        await redis.stop();
        await vi.waitFor(
          async () => {
            const failure = await store.get(id).then(
              () => null,
              (error: unknown) => error,
            );
            expect(failure).toBeInstanceOf(StatusStoreUnavailableError);
            expect((failure as Error).message.startsWith(`paykit/redis: ${redis.where} is unreachable (`)).toBe(true);
          },
          { timeout: 10_000, interval: 50 },
        );
        await expect(store.claimEvent('evt_down', 60_000)).rejects.toBeInstanceOf(StatusStoreUnavailableError);
        await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
        await redis.start(); // empty: nothing was persisted
        await vi.waitFor(async () => expect(await store.get(id)).toBeUndefined(), { timeout: 30_000, interval: 100 });
        expect((await store.apply(paymentView({ payment_id: id }))).changed).toBe(true);
      });

      it('creating a store while Redis is unreachable rejects with StatusStoreUnavailableError', async () => {
        const nowhere = 'redis://127.0.0.1:1';
        const options = 'cluster' in redis.options ? { cluster: { rootNodes: [{ url: nowhere }] } } : { url: nowhere };
        await expect(createRedisStatusStore(options)).rejects.toBeInstanceOf(StatusStoreUnavailableError);
      });
    });
  },
  60_000,
);
