/**
 * What the store needs of Redis, the same over one server and over a Redis Cluster: a command
 * sent to the node that serves its key's slot, and pub/sub over one subscriber per process —
 * sharded (SSUBSCRIBE, one connection per shard in a cluster) where the server has it (Redis 7+),
 * classic SUBSCRIBE otherwise.
 */
import { createClient, createCluster, type RedisClientType, type RedisClusterType } from 'redis';
import { clusterNodesProblem, REDIS_URL_SHAPE, redisUrlProblem } from './redis-url';

/** A connected (or connecting) client of the `redis` package, any modules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a merchant's client may carry any modules, functions or scripts
export type RedisClient = RedisClientType<any, any, any, any, any>;

/** A Redis Cluster client of the `redis` package (`createCluster`), any modules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a merchant's client may carry any modules, functions or scripts
export type RedisClusterClient = RedisClusterType<any, any, any, any, any>;

/** Where a Redis Cluster is: some of its masters; the client discovers the rest. */
export interface RedisClusterNodes {
  /**
   * `redis://[[user]:password@]host[:port]` or `rediss://…` of one or more nodes (at most 100).
   * The first URL's user, password and TLS (`rediss:`) are used for every node the client
   * discovers, as cluster nodes share them.
   */
  rootNodes: Array<{ url: string }>;
}

/** How the store publishes a change; its subscriber listens the same way. */
export type PublishCommand = 'SPUBLISH' | 'PUBLISH';

export interface Connection {
  /** Sends one command to the node serving `key` (any node of a single server: itself). */
  send<T>(key: string, args: string[]): Promise<T>;
  /** SPUBLISH where the server has sharded pub/sub, else PUBLISH. */
  readonly publish: PublishCommand;
  /** Listens to a channel on the subscriber connection (its shard's, in a cluster). */
  listen(channel: string, listener: (message: string) => void): Promise<void>;
  unlisten(channel: string, listener: (message: string) => void): Promise<void>;
  /** Calls `callback` each time a subscriber connection is ready again (the client re-subscribes by itself). */
  onSubscriberReady(callback: () => void): void;
  /** Closes what this connection opened (a client it was given stays open). */
  close(): Promise<void>;
}

export interface ConnectOptions {
  url?: string;
  cluster?: RedisClusterNodes;
  client?: RedisClient | RedisClusterClient;
  onError: (error: Error) => void;
}

/** Opens (or adopts) the command client and opens the subscriber; rejects when Redis cannot be reached. */
export async function connect(options: ConnectOptions): Promise<Connection> {
  const owned = options.client === undefined;
  const main = options.client ?? createOwnClient(options);
  const cluster = isCluster(main);
  // Without a listener the clients' 'error' events would crash the process.
  if (owned) main.on('error', options.onError);
  const subscriber = cluster ? main.duplicate({ minimizeConnections: true }) : main.duplicate();
  subscriber.on('error', options.onError);
  if (cluster) {
    // A cluster reports each node connection's failures apart from its own.
    if (owned) main.on('node-error', options.onError);
    subscriber.on('node-error', options.onError);
  }
  try {
    if (!main.isOpen) await main.connect();
    await subscriber.connect();
  } catch (error) {
    if (owned) main.destroy();
    subscriber.destroy();
    throw error;
  }
  const send = cluster ? <T>(key: string, args: string[]) => main.sendCommand<T>(key, false, args) : <T>(_key: string, args: string[]) => main.sendCommand<T>(args);
  let publish: PublishCommand;
  try {
    // Redis 6 (and servers that disabled it) answer [nil]: classic pub/sub then, broadcast to every node of a cluster.
    const [spublish] = await (cluster
      ? main.sendCommand<unknown[]>(undefined, true, ['COMMAND', 'INFO', 'SPUBLISH'])
      : send<unknown[]>('', ['COMMAND', 'INFO', 'SPUBLISH']));
    publish = spublish ? 'SPUBLISH' : 'PUBLISH';
  } catch (error) {
    await Promise.all([quit(subscriber), owned ? quit(main) : undefined]);
    throw error;
  }
  const sharded = publish === 'SPUBLISH';
  return {
    send,
    publish,
    listen: (channel, listener) => (sharded ? subscriber.sSubscribe(channel, listener) : subscriber.subscribe(channel, listener)),
    unlisten: (channel, listener) =>
      sharded ? subscriber.sUnsubscribe(channel, listener) : subscriber.unsubscribe(channel, listener as (message: string | Buffer) => void),
    onSubscriberReady: (callback) => void subscriber.on(cluster ? 'node-ready' : 'ready', callback),
    close: async () => {
      await Promise.all([quit(subscriber), owned ? quit(main) : undefined]);
    },
  };
}

function createOwnClient(options: ConnectOptions): RedisClient | RedisClusterClient {
  let connectedOnce = false;
  const socket = {
    connectTimeout: 5_000,
    // Reconnect for ever once it has worked; a Redis never reached is a configuration error to report at start.
    reconnectStrategy: (retries: number, cause: Error) => (connectedOnce ? Math.min(50 * 2 ** retries, 2_000) : cause),
  };
  let client: RedisClient | RedisClusterClient;
  // The client's own refusal of a malformed URL carries the URL, password included (see redis-url.ts).
  if (options.cluster) {
    const { rootNodes } = options.cluster;
    const problem = clusterNodesProblem(rootNodes.map((node) => node.url));
    if (problem) throw new TypeError(`createRedisStatusStore: cluster.rootNodes: ${problem}`);
    const shared = nodeCredentials((rootNodes[0] as { url: string }).url);
    client = createCluster({
      rootNodes: rootNodes.map(({ url }) => ({ url, socket, disableOfflineQueue: true })),
      // Fail calls at once while Redis is away (the proxy answers 503) instead of queueing them.
      defaults: { ...shared, disableOfflineQueue: true, socket: { ...shared.socket, ...socket } },
    }) as RedisClusterClient;
  } else if (options.url) {
    const problem = redisUrlProblem(options.url);
    if (problem) throw new TypeError(`createRedisStatusStore: url must be ${REDIS_URL_SHAPE}: ${problem}`);
    client = createClient({ url: options.url, disableOfflineQueue: true, socket }) as RedisClient;
  } else throw new TypeError('createRedisStatusStore: pass `url`, `cluster` or `client`');
  client.once(options.cluster ? 'connect' : 'ready', () => (connectedOnce = true));
  return client;
}

/** The user, password and TLS of a root node's URL, for the nodes a cluster client discovers (they are not inherited). */
export function nodeCredentials(url: string): { username?: string; password?: string; socket?: { tls: true } } {
  const parsed = new URL(url);
  return {
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { socket: { tls: true as const } } : {}),
  };
}

function isCluster(client: RedisClient | RedisClusterClient): client is RedisClusterClient {
  return 'masters' in client;
}

async function quit(client: RedisClient | RedisClusterClient): Promise<void> {
  if (!client.isOpen) return;
  try {
    await client.close();
  } catch {
    client.destroy();
  }
}
