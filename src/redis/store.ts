/**
 * createRedisStatusStore: the proxy's StatusStore on Redis, so every instance (and every restart)
 * serves the same payment status, acts on a webhook event once, opens one payment per
 * hosted-checkout link, and shows a customer the virtual account details issued to them.
 */
import type { StatusStore } from 'paykit/server';
import type { CheckoutClaim, StoredStatus, VirtualAccountClaim } from 'paykit/server';
import { ErrorReply } from 'redis';
import { movesForward, StatusStoreUnavailableError, type PaymentView, type VirtualAccountView } from '../server/proxy/status-store';
import { connect, type Connection, type RedisClient, type RedisClusterClient, type RedisClusterNodes } from './connection';
import { keyLayout, type KeyLayout } from './keys';
import { APPLY_STATUS, CLAIM_CHECKOUT, CLAIM_VIRTUAL_ACCOUNT, FORGET_CHECKOUT, READ_AND_RENEW, RELEASE_CLAIM, REMEMBER_CHECKOUT, scriptSha } from './scripts';
import { Subscriptions } from './subscriptions';

export type { RedisClient, RedisClusterClient, RedisClusterNodes };

/** Options of `createRedisStatusStore`: where Redis is (`url`, `cluster` or `client`), then how long things are kept. */
export interface RedisStatusStoreOptions {
  /** One Redis: `redis://[[user]:password@]host[:port][/db]` or `rediss://…`; ignored when `cluster` or `client` is given. */
  url?: string;
  /**
   * A Redis Cluster instead of `url`: `{ rootNodes: [{ url }, …] }`, some of its masters (the
   * client discovers the rest). One payment's keys and channel share a hash slot, so every
   * script runs on one node; pub/sub is sharded (one subscriber connection per shard) on Redis 7+.
   * Ignored when `client` is given.
   */
  cluster?: RedisClusterNodes;
  /** Put before every key and channel name (default `paykit:`), so several apps can share one Redis. */
  keyPrefix?: string;
  /**
   * Your own client instead of `url` or `cluster`: `createClient(…)` or `createCluster(…)` of the
   * `redis` package (connected here if it is not open yet). The store adds one subscriber beside
   * it (`client.duplicate()`), and `close()` closes only that one. Create it with
   * `disableOfflineQueue: true` (a cluster: in `defaults`), or calls wait while Redis is away
   * instead of failing; leave the client's own `keyPrefix` unset (use this `keyPrefix`).
   */
  client?: RedisClient | RedisClusterClient;
  /** How long a payment's status is kept after its last change (default 7 days). */
  paymentTtlMs?: number;
  /** How long a hosted-checkout link remembers its payment (default 7 days). */
  checkoutTtlMs?: number;
  /**
   * How long a customer's virtual account details are kept after they were issued or last read
   * (default 90 days). The service issues them once and has no read of them, so the proxy serves
   * them from here; they never change, so the TTL only clears what customers who stopped coming
   * left behind, and every read renews it. Once dropped, `GET /onboarding/virtual-account` answers
   * 404 `virtual_account_not_kept` until the customer issues them again (the service answers the
   * same details).
   */
  virtualAccountTtlMs?: number;
  /** Hears connection errors (each failed reconnect too, of every cluster node); calls reject with StatusStoreUnavailableError meanwhile. */
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
 * Connects to Redis (one server or a cluster) and returns the store; rejects with
 * StatusStoreUnavailableError when Redis cannot be reached at start. Afterwards the client
 * reconnects by itself, and each call made while Redis is away rejects with
 * StatusStoreUnavailableError (the proxy answers 503).
 */
export async function createRedisStatusStore(options: RedisStatusStoreOptions): Promise<RedisStatusStore> {
  const where = describe(options);
  let connection: Connection;
  try {
    connection = await connect({ ...options, onError: options.onError ?? (() => {}) });
  } catch (error) {
    if (error instanceof TypeError) throw error; // the options themselves are wrong
    throw unavailable(where, error);
  }
  return new RedisStore(connection, where, keyLayout(options.keyPrefix ?? 'paykit:'), {
    paymentTtlMs: options.paymentTtlMs ?? 7 * DAY_MS,
    checkoutTtlMs: options.checkoutTtlMs ?? 7 * DAY_MS,
    virtualAccountTtlMs: options.virtualAccountTtlMs ?? 90 * DAY_MS,
  });
}

class RedisStore implements RedisStatusStore {
  private readonly subscriptions: Subscriptions;

  constructor(
    private readonly connection: Connection,
    private readonly where: string,
    private readonly keys: KeyLayout,
    private readonly ttl: { paymentTtlMs: number; checkoutTtlMs: number; virtualAccountTtlMs: number },
  ) {
    this.subscriptions = new Subscriptions(connection, keys, (paymentId) => this.get(paymentId));
  }

  async get(paymentId: string): Promise<StoredStatus | undefined> {
    const key = this.keys.payment(paymentId);
    const [version, view] = await this.call<[string | null, string | null]>(key, ['HMGET', key, 'version', 'view']);
    if (version === null || view === null) return undefined;
    return { version: Number(version), view: JSON.parse(view) as PaymentView };
  }

  async apply(next: PaymentView): Promise<{ changed: boolean; stored: StoredStatus }> {
    const paymentId = next.payment_id;
    for (let attempt = 0; attempt < MAX_APPLY_ATTEMPTS; attempt++) {
      const current = await this.get(paymentId);
      if (current && !movesForward(current.view, next)) return { changed: false, stored: current };
      const args = [String(current?.version ?? 0), String(Date.now()), JSON.stringify(next), String(this.ttl.paymentTtlMs)];
      const keys: [string, string] = [this.keys.payment(paymentId), this.keys.changes(paymentId)];
      const version = await this.script<number>(APPLY_STATUS[this.connection.publish], keys, args);
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
    const key = this.keys.event(eventId);
    return (await this.call<string | null>(key, ['SET', key, '1', 'NX', 'PX', String(ttlMs)])) === 'OK';
  }

  async confirmEvent(eventId: string, ttlMs: number): Promise<void> {
    const key = this.keys.event(eventId);
    await this.call(key, ['SET', key, '1', 'PX', String(ttlMs)]);
  }

  async releaseEvent(eventId: string): Promise<void> {
    const key = this.keys.event(eventId);
    await this.call(key, ['DEL', key]);
  }

  async checkoutPayment(linkId: string): Promise<string | undefined> {
    const key = this.keys.checkout(linkId);
    return (await this.call<string | null>(key, ['GET', key])) ?? undefined;
  }

  rememberCheckout(linkId: string, paymentId: string): Promise<string> {
    return this.script<string>(REMEMBER_CHECKOUT, [this.keys.checkout(linkId)], [paymentId, String(this.ttl.checkoutTtlMs)]);
  }

  async forgetCheckout(linkId: string, paymentId: string): Promise<void> {
    await this.script(FORGET_CHECKOUT, [this.keys.checkout(linkId)], [paymentId]);
  }

  async claimCheckout(linkId: string, token: string, leaseMs: number): Promise<CheckoutClaim> {
    const keys: [string, string] = [this.keys.checkout(linkId), this.keys.checkoutClaim(linkId)];
    const [state, paymentId] = await this.script<[string, string?]>(CLAIM_CHECKOUT, keys, [token, String(leaseMs)]);
    if (state === 'remembered' && paymentId) return { state, paymentId };
    return { state: state === 'claimed' ? 'claimed' : 'held' };
  }

  async releaseCheckout(linkId: string, token: string): Promise<void> {
    await this.script(RELEASE_CLAIM, [this.keys.checkoutClaim(linkId)], [token]);
  }

  async virtualAccount(accountId: string): Promise<VirtualAccountView | undefined> {
    const found = await this.script<string | null>(READ_AND_RENEW, [this.keys.virtualAccount(accountId)], [String(this.ttl.virtualAccountTtlMs)]);
    return found === null ? undefined : (JSON.parse(found) as VirtualAccountView);
  }

  async rememberVirtualAccount(accountId: string, details: VirtualAccountView): Promise<void> {
    const key = this.keys.virtualAccount(accountId);
    await this.call(key, ['SET', key, JSON.stringify(details), 'PX', String(this.ttl.virtualAccountTtlMs)]);
  }

  async claimVirtualAccount(accountId: string, token: string, leaseMs: number): Promise<VirtualAccountClaim> {
    const keys: [string, string] = [this.keys.virtualAccount(accountId), this.keys.virtualAccountClaim(accountId)];
    const args = [token, String(leaseMs), String(this.ttl.virtualAccountTtlMs)];
    const [state, kept] = await this.script<[string, string?]>(CLAIM_VIRTUAL_ACCOUNT, keys, args);
    if (state === 'kept' && kept) return { state, details: JSON.parse(kept) as VirtualAccountView };
    return { state: state === 'claimed' ? 'claimed' : 'held' };
  }

  async releaseVirtualAccount(accountId: string, token: string): Promise<void> {
    await this.script(RELEASE_CLAIM, [this.keys.virtualAccountClaim(accountId)], [token]);
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
    await this.connection.close();
  }

  /** One command, sent to the node that serves `key`; a connection failure becomes StatusStoreUnavailableError. */
  private async call<T>(key: string, args: string[]): Promise<T> {
    try {
      return await this.connection.send<T>(key, args);
    } catch (error) {
      throw isReplyError(error) && !isOutage(error) ? error : unavailable(this.where, error);
    }
  }

  /** EVALSHA, and EVAL once when Redis (in a cluster: the node of the first key's slot) does not know the script yet. */
  private async script<T>(script: string, keys: [string, ...string[]], args: string[]): Promise<T> {
    const tail = [String(keys.length), ...keys, ...args];
    try {
      return await this.call<T>(keys[0], ['EVALSHA', await scriptSha(script), ...tail]);
    } catch (error) {
      if (!(isReplyError(error) && error.message.startsWith('NOSCRIPT'))) throw error;
      return this.call<T>(keys[0], ['EVAL', script, ...tail]);
    }
  }
}

/** An error Redis answered (a bad command, NOSCRIPT): a bug or a cue — unless it is an outage's answer. */
function isReplyError(error: unknown): error is ErrorReply {
  return error instanceof ErrorReply;
}

/**
 * Answers that mean "not now" rather than "wrong": a cluster that lost a shard or has not agreed
 * yet (CLUSTERDOWN), a slot being moved (TRYAGAIN), a server still loading its data (LOADING), a
 * replica without its master (MASTERDOWN).
 */
function isOutage(error: ErrorReply): boolean {
  return /^(CLUSTERDOWN|TRYAGAIN|LOADING|MASTERDOWN)\b/.test(error.message);
}

function unavailable(where: string, cause: unknown): StatusStoreUnavailableError {
  const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
  return new StatusStoreUnavailableError(`paykit/redis: ${where} is unreachable (${reason})`, { cause });
}

/** Where Redis is, without credentials. */
function describe(options: RedisStatusStoreOptions): string {
  if (options.client) return 'Redis';
  if (options.cluster) {
    const hosts = options.cluster.rootNodes.map(({ url }) => hostOf(url));
    return hosts.every(Boolean) ? `Redis Cluster at ${hosts.join(', ')}` : 'Redis Cluster';
  }
  const host = options.url && hostOf(options.url);
  return host ? `Redis at ${host}` : 'Redis';
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
