/**
 * The Redis deployments the paykit/redis tests run their one suite against: a single server and a
 * 3-node cluster (and, for the store's own tests, a server without sharded pub/sub, as Redis 6 is).
 * Each is started by the test set-up on loopback, and gives what a test needs to point stores at it,
 * take it away and bring it back, and look inside it.
 */
import { createClient, createCluster } from 'redis';
import { startRedisCluster } from '../setup/redis-cluster';
import { startRedisServer } from '../setup/redis-server';
import type { RedisStatusStoreOptions } from '../../src/redis/store';

export interface RedisTarget {
  /** Where a store is pointed: `{ url }` or `{ cluster }`. */
  options: Pick<RedisStatusStoreOptions, 'url' | 'cluster'>;
  /** How the store names this Redis in its errors. */
  where: string;
  /** Whether changes go out on sharded pub/sub (SPUBLISH) here. */
  sharded: boolean;
  /** Brings it back after `stop()`, empty, and waits until it serves. */
  start(): Promise<void>;
  /** Kills every server process, as a crash would. */
  stop(): Promise<void>;
  /** Stops it for good (afterAll). */
  remove(): Promise<void>;
  /** Every key matching `pattern` on every node, with its TTL in ms. */
  ttls(pattern: string): Promise<Record<string, number>>;
  /** Connections subscribed to any channel, counted on every node. */
  subscribedConnections(): Promise<number>;
  /** Hears every message published on `channel`, as a bystander would; returns how to stop. */
  tap(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
}

export interface RedisTargetKind {
  name: string;
  launch: () => Promise<RedisTarget>;
}

/** The single server and the cluster, which both the store's and the proxies' tests cover. */
export const REDIS_TARGETS: RedisTargetKind[] = [
  { name: 'one Redis', launch: () => single([]) },
  { name: 'a 3-node Redis Cluster', launch: cluster },
];

/** A Redis 7 with sharded pub/sub switched off, which is what a Redis 6 offers: the store falls back to PUBLISH/SUBSCRIBE. */
export const WITHOUT_SHARDED_PUBSUB: RedisTargetKind = {
  name: 'one Redis without sharded pub/sub (as Redis 6)',
  launch: () => single(['SPUBLISH', 'SSUBSCRIBE', 'SUNSUBSCRIBE'].flatMap((command) => ['--rename-command', command, ''])),
};

async function single(extra: string[]): Promise<RedisTarget> {
  const server = await startRedisServer(extra);
  const sharded = extra.length === 0;
  return {
    options: { url: server.url },
    where: `Redis at 127.0.0.1:${server.port}`,
    sharded,
    start: () => server.start(),
    stop: () => server.stop(),
    remove: () => server.stop(),
    ttls: (pattern) => ttlsOn([server.url], pattern),
    subscribedConnections: () => subscribedOn([server.url]),
    async tap(channel, listener) {
      const client = createClient({ url: server.url });
      await client.connect();
      await (sharded ? client.sSubscribe(channel, listener) : client.subscribe(channel, listener));
      return () => client.close();
    },
  };
}

async function cluster(): Promise<RedisTarget> {
  const servers = await startRedisCluster();
  const rootNodes = servers.urls.map((url) => ({ url }));
  return {
    options: { cluster: { rootNodes } },
    where: `Redis Cluster at ${servers.ports.map((port) => `127.0.0.1:${port}`).join(', ')}`,
    sharded: true,
    start: () => servers.start(),
    stop: () => servers.stop(),
    remove: () => servers.remove(),
    ttls: (pattern) => ttlsOn(servers.urls, pattern),
    subscribedConnections: () => subscribedOn(servers.urls),
    async tap(channel, listener) {
      const client = createCluster({ rootNodes, minimizeConnections: true });
      await client.connect();
      await client.sSubscribe(channel, listener);
      return () => client.close();
    },
  };
}

const probe = (url: string) => createClient({ url });

/** Each node on its own (KEYS and CLIENT LIST answer for one node only). */
async function onEachNode<T>(urls: string[], ask: (client: ReturnType<typeof probe>) => Promise<T>): Promise<T[]> {
  return Promise.all(
    urls.map(async (url) => {
      const client = probe(url);
      await client.connect();
      try {
        return await ask(client);
      } finally {
        await client.close();
      }
    }),
  );
}

async function ttlsOn(urls: string[], pattern: string): Promise<Record<string, number>> {
  const perNode = await onEachNode(urls, async (client) => Promise.all((await client.keys(pattern)).map(async (key) => [key, await client.pTTL(key)] as const)));
  return Object.fromEntries(perNode.flat());
}

async function subscribedOn(urls: string[]): Promise<number> {
  const lists = await onEachNode(urls, (client) => client.sendCommand<string>(['CLIENT', 'LIST']));
  return lists.flatMap((list) => list.split('\n')).filter((line) => /\b(sub|psub|ssub)=[1-9]/.test(line)).length;
}
