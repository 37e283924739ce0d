/**
 * createRedisStatusStore: the proxy's StatusStore on Redis, so every instance (and every restart)
 * serves the same payment status, acts on a webhook event once, and opens one payment per
 * hosted-checkout link.
 */
import { createClient, ErrorReply, type RedisClientType } from 'redis';
import { movesForward, StatusStoreUnavailableError, type PaymentView, type StatusStore, type StoredStatus } from '../server/proxy/status-store';
import { keyLayout, type KeyLayout } from './keys';
import { APPLY_STATUS, FORGET_CHECKOUT, REMEMBER_CHECKOUT, scriptSha } from './scripts';
import { Subscriptions } from './subscriptions';

/** A connected (or connecting) client of the `redis` package, any modules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a merchant's client may carry any modules, functions or scripts
export type RedisClient = RedisClientType<any, any, any, any, any>;

/** Options of `createRedisStatusStore`. */
export interface RedisStatusStoreOptions {
  /** `redis://[[user]:password@]host[:port][/db]` or `rediss://…`; ignored when `client` is given. */
  url?: string;
  /** Put before every key and channel name (default `paykit:`), so several apps can share one Redis. */
  keyPrefix?: string;
  /**
   * Your own client, instead of `url` (connected here if it is not open yet). The store adds one
   * subscriber connection beside it (`client.duplicate()`), and `close()` closes only that one.
   * Create it with `disableOfflineQueue: true`, or calls wait while Redis is away instead of failing.
   */
  client?: RedisClient;
  /** How long a payment's status is kept after its last change (default 7 days). */
  paymentTtlMs?: number;
  /** How long a hosted-checkout link remembers its payment (default 7 days). */
  checkoutTtlMs?: number;
  /** Hears connection errors (each failed reconnect too); calls reject with StatusStoreUnavailableError meanwhile. */
  onError?: (error: Error) => void;
}

/** A StatusStore on Redis; `close()` ends its connections. */
export interface RedisStatusStore extends StatusStore {
  /** Closes the connections this store opened (a `client` you passed stays open). */
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Concurrent writers to one payment retry until one of them finds it unchanged; this bounds a pathological fight. */
const MAX_APPLY_ATTEMPTS = 100;

/**
 * Connects to Redis and returns the store; rejects with StatusStoreUnavailableError when Redis
 * cannot be reached at start. Afterwards the client reconnects by itself, and each call made while
 * Redis is away rejects with StatusStoreUnavailableError (the proxy answers 503).
 */
export async function createRedisStatusStore(options: RedisStatusStoreOptions): Promise<RedisStatusStore> {
  const owned = options.client === undefined;
  const where = describe(options);
  let client: RedisClient;
  if (options.client) client = options.client;
  else if (options.url) {
    let connectedOnce = false;
    client = createClient({
      url: options.url,
      // Fail calls at once while Redis is away (the proxy answers 503) instead of queueing them.
      disableOfflineQueue: true,
      // Reconnect for ever once it has worked; a Redis never reached is a configuration error to report at start.
      socket: { connectTimeout: 5_000, reconnectStrategy: (retries, cause) => (connectedOnce ? Math.min(50 * 2 ** retries, 2_000) : cause) },
    }) as RedisClient;
    client.once('ready', () => (connectedOnce = true));
  } else throw new TypeError('createRedisStatusStore: pass `url` or `client`');
  const onError = options.onError ?? (() => {});
  // Without a listener the client's 'error' events would crash the process.
  if (owned) client.on('error', onError);
  const subscriber = client.duplicate() as RedisClient;
  subscriber.on('error', onError);
  try {
    if (!client.isOpen) await client.connect();
    await subscriber.connect();
  } catch (error) {
    if (owned) client.destroy();
    subscriber.destroy();
    throw unavailable(where, error);
  }
  return new RedisStore(client, subscriber, owned, where, keyLayout(options.keyPrefix ?? 'paykit:'), {
    paymentTtlMs: options.paymentTtlMs ?? 7 * DAY_MS,
    checkoutTtlMs: options.checkoutTtlMs ?? 7 * DAY_MS,
  });
}

class RedisStore implements RedisStatusStore {
  private readonly subscriptions: Subscriptions;

  constructor(
    private readonly client: RedisClient,
    private readonly subscriber: RedisClient,
    private readonly owned: boolean,
    private readonly where: string,
    private readonly keys: KeyLayout,
    private readonly ttl: { paymentTtlMs: number; checkoutTtlMs: number },
  ) {
    this.subscriptions = new Subscriptions(subscriber, keys, (paymentId) => this.get(paymentId));
  }

  async get(paymentId: string): Promise<StoredStatus | undefined> {
    const [version, view] = await this.call<[string | null, string | null]>(['HMGET', this.keys.payment(paymentId), 'version', 'view']);
    if (version === null || view === null) return undefined;
    return { version: Number(version), view: JSON.parse(view) as PaymentView };
  }

  async apply(next: PaymentView): Promise<{ changed: boolean; stored: StoredStatus }> {
    const paymentId = next.payment_id;
    for (let attempt = 0; attempt < MAX_APPLY_ATTEMPTS; attempt++) {
      const current = await this.get(paymentId);
      if (current && !movesForward(current.view, next)) return { changed: false, stored: current };
      const args = [String(current?.version ?? 0), String(Date.now()), JSON.stringify(next), String(this.ttl.paymentTtlMs), this.keys.changes(paymentId)];
      const version = await this.script<number>(APPLY_STATUS, [this.keys.payment(paymentId)], args);
      if (version === 0) continue; // another instance wrote in between: judge again against what it wrote
      const stored = { view: next, version };
      // This instance's listeners hear it now; the published copy reaches the others (and is dropped here as seen).
      this.subscriptions.deliver(paymentId, stored);
      return { changed: true, stored };
    }
    throw new Error(`paykit/redis: payment ${paymentId} changed under ${MAX_APPLY_ATTEMPTS} attempts to apply a view in a row`);
  }

  subscribe(paymentId: string, listener: (status: StoredStatus) => void): () => void {
    return this.subscriptions.add(paymentId, listener);
  }

  async claimEvent(eventId: string, ttlMs: number): Promise<boolean> {
    return (await this.call<string | null>(['SET', this.keys.event(eventId), '1', 'NX', 'PX', String(ttlMs)])) === 'OK';
  }

  async confirmEvent(eventId: string, ttlMs: number): Promise<void> {
    await this.call(['SET', this.keys.event(eventId), '1', 'PX', String(ttlMs)]);
  }

  async releaseEvent(eventId: string): Promise<void> {
    await this.call(['DEL', this.keys.event(eventId)]);
  }

  async checkoutPayment(linkId: string): Promise<string | undefined> {
    return (await this.call<string | null>(['GET', this.keys.checkout(linkId)])) ?? undefined;
  }

  rememberCheckout(linkId: string, paymentId: string): Promise<string> {
    return this.script<string>(REMEMBER_CHECKOUT, [this.keys.checkout(linkId)], [paymentId, String(this.ttl.checkoutTtlMs)]);
  }

  async forgetCheckout(linkId: string, paymentId: string): Promise<void> {
    await this.script(FORGET_CHECKOUT, [this.keys.checkout(linkId)], [paymentId]);
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
    await Promise.all([quit(this.subscriber), this.owned ? quit(this.client) : undefined]);
  }

  /** One command; a connection failure becomes StatusStoreUnavailableError. */
  private async call<T>(args: string[]): Promise<T> {
    try {
      return await this.client.sendCommand(args);
    } catch (error) {
      throw isReplyError(error) ? error : unavailable(this.where, error);
    }
  }

  /** EVALSHA, and EVAL once when Redis does not know the script yet. */
  private async script<T>(script: string, keys: string[], args: string[]): Promise<T> {
    const tail = [String(keys.length), ...keys, ...args];
    try {
      return await this.call<T>(['EVALSHA', await scriptSha(script), ...tail]);
    } catch (error) {
      if (!(isReplyError(error) && error.message.startsWith('NOSCRIPT'))) throw error;
      return this.call<T>(['EVAL', script, ...tail]);
    }
  }
}

/** An error Redis answered (a bad command, NOSCRIPT): a bug or a cue, not an outage. */
function isReplyError(error: unknown): error is ErrorReply {
  return error instanceof ErrorReply;
}

function unavailable(where: string, cause: unknown): StatusStoreUnavailableError {
  const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
  return new StatusStoreUnavailableError(`paykit/redis: ${where} is unreachable (${reason})`, { cause });
}

/** Where Redis is, without credentials. */
function describe(options: RedisStatusStoreOptions): string {
  if (options.client || !options.url) return 'Redis';
  try {
    return `Redis at ${new URL(options.url).host}`;
  } catch {
    return 'Redis';
  }
}

async function quit(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  try {
    await client.close();
  } catch {
    client.destroy();
  }
}
