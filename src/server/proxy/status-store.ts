/**
 * Where live payment status lives between webhooks and browsers. The in-memory store is the
 * default; a shared store (Redis, a database) implements the same interface so several proxy
 * instances serve the same updates.
 */
import type { PaymentState, PaymentView, VirtualAccountView } from 'paykit/schemas';
import { movesForward } from '../../shared/payment-progress';
import { FINAL_PAYMENT_STATES } from '../../shared/schemas/views';

export type { PaymentState, PaymentView, VirtualAccountView };
/** States a payment never leaves: watching can stop once one is reached. */
export const FINAL_STATES = FINAL_PAYMENT_STATES;

/** A payment's latest view with its version. */
export interface StoredStatus {
  /** What the browser is shown of the payment. */
  view: PaymentView;
  /**
   * Grows on every change and is the SSE event id, so it must never be reused for another view of
   * the payment: not after a restart, not on another instance. A shared store keeps it with the
   * view; the memory store starts it from the clock (epoch milliseconds), so a restarted process
   * counts on from past anything a browser was sent before.
   */
  version: number;
}

/**
 * What `claimCheckout` found: the link's remembered payment, the claim now held by the caller, or
 * a claim another caller holds (it is creating the link's payment right now).
 */
export type CheckoutClaim = { state: 'remembered'; paymentId: string } | { state: 'claimed' } | { state: 'held' };

/**
 * What `claimVirtualAccount` found: the account's kept details, the claim now held by the caller,
 * or a claim another caller holds (it is asking the service to issue them right now).
 */
export type VirtualAccountClaim = { state: 'kept'; details: VirtualAccountView } | { state: 'claimed' } | { state: 'held' };

/**
 * Live payment status, event de-duplication, hosted-checkout payments and issued virtual account
 * details; implement it over a shared store to run several proxies.
 */
export interface StatusStore {
  /** The stored status of a payment, or undefined when none is known. */
  get(paymentId: string): Promise<StoredStatus | undefined>;
  /**
   * Stores `next` unless it would move the payment backwards (a late `confirmed` after
   * `settled`, anything after a final state). Returns what is stored afterwards.
   */
  apply(next: PaymentView): Promise<{ changed: boolean; stored: StoredStatus }>;
  /**
   * Calls `listener` with every later change of this payment. A shared store may also call it
   * once with the status current when its subscription took effect (so a change between the
   * caller's read and the subscription is not missed): listeners go by `version`, which a store
   * hands each listener only in growing order.
   */
  subscribe(paymentId: string, listener: (status: StoredStatus) => void): () => void;
  /**
   * True the first time an event id is seen within `ttlMs`; false for a replay. The proxy claims
   * with a short lease and confirms once the event is handled, so a claim whose handling was cut
   * short (the store itself failing) lapses before the service retries.
   */
  claimEvent(eventId: string, ttlMs: number): Promise<boolean>;
  /** Keeps a claimed event id for `ttlMs` from now: it was handled, so replays within that time are refused. */
  confirmEvent(eventId: string, ttlMs: number): Promise<void>;
  /** Forgets a claimed event whose handling failed, so the service's retry is acted on. */
  releaseEvent(eventId: string): Promise<void>;
  /** The open payment of a hosted-checkout link, if one was remembered. */
  checkoutPayment(linkId: string): Promise<string | undefined>;
  /** Remembers the payment for a link; returns the one already remembered if another request won. */
  rememberCheckout(linkId: string, paymentId: string): Promise<string>;
  /** Forgets the link's payment, only if it is still `paymentId` (so a newer one stays). */
  forgetCheckout(linkId: string, paymentId: string): Promise<void>;
  /**
   * In one step: the link's remembered payment if there is one, else the claim to create it for
   * `token`, held for `leaseMs` unless released (claimed again by the same token, it is renewed),
   * else `held` while another token's claim lasts. The proxy creates a link's payment only under
   * its claim and remembers it before releasing, so no instance sees a payment being created.
   */
  claimCheckout(linkId: string, token: string, leaseMs: number): Promise<CheckoutClaim>;
  /** Lets go of the link's claim, only if `token` still holds it (a lapsed claim taken by another stays). */
  releaseCheckout(linkId: string, token: string): Promise<void>;
  /**
   * The virtual account details kept for a connected account, or undefined when this store has
   * none (which does not mean none were issued: only that they were not issued through a proxy on
   * this store, or were dropped). A read keeps them longer: a shared store renews their TTL.
   */
  virtualAccount(accountId: string): Promise<VirtualAccountView | undefined>;
  /**
   * Keeps the details the service answered when it issued the account's virtual account: the
   * service has no read of them (only paykit's sandbox does), so the proxy serves them from here.
   */
  rememberVirtualAccount(accountId: string, details: VirtualAccountView): Promise<void>;
  /**
   * In one step: the account's kept details if there are any, else the claim to issue them for
   * `token`, held for `leaseMs` unless released (claimed again by the same token, it is renewed),
   * else `held` while another token's claim lasts. So instances on one store ask the service once.
   */
  claimVirtualAccount(accountId: string, token: string, leaseMs: number): Promise<VirtualAccountClaim>;
  /** Lets go of the account's claim, only if `token` still holds it. */
  releaseVirtualAccount(accountId: string, token: string): Promise<void>;
}

export { movesForward };

/** Options of `MemoryStatusStore`. */
export interface MemoryStatusStoreOptions {
  /** The clock for event expiry and for where versions start, in epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** Payments kept at most, the least recently changed dropped first (default 50 000). */
  maxPayments?: number;
  /** Webhook event ids remembered at most for de-duplication, oldest dropped first (default 100 000). */
  maxEvents?: number;
  /** Hosted-checkout links whose payment is remembered at most, oldest dropped first (default 50 000); claims are capped alike. */
  maxCheckouts?: number;
  /** Accounts whose virtual account details are kept at most, the one read least recently dropped first (default 50 000); claims to issue them are capped alike. */
  maxVirtualAccounts?: number;
}

/**
 * The default store: this process's memory, for one instance. Its answers are ready at once; they
 * are promises only because a shared store's are not. Every map is capped (`maxPayments`,
 * `maxEvents`, `maxCheckouts`, `maxVirtualAccounts`), so memory stays bounded whatever arrives.
 *
 * What it cannot do: survive a restart or be shared. After a restart, a webhook event the service
 * delivers again is handed to `onEvent` again (make `onEvent` idempotent on `event.id`), payments
 * are read again from the service, and a hosted-checkout reload keeps its payment only because
 * the page names it (the proxy refuses to open a second one while the first is open), and a
 * customer's virtual account details are shown again only once they are issued again (the
 * service answers the same ones). Several instances, or de-duplication across restarts, need a
 * shared store.
 */
export class MemoryStatusStore implements StatusStore {
  private readonly statuses = new Map<string, StoredStatus>();
  private readonly listeners = new Map<string, Set<(status: StoredStatus) => void>>();
  private readonly events = new Map<string, number>();
  private readonly checkouts = new Map<string, string>();
  private readonly claims = new Map<string, { token: string; until: number }>();
  private readonly virtualAccounts = new Map<string, VirtualAccountView>();
  private readonly virtualAccountClaims = new Map<string, { token: string; until: number }>();
  private readonly now: () => number;
  private readonly maxPayments: number;
  private readonly maxEvents: number;
  private readonly maxCheckouts: number;
  private readonly maxVirtualAccounts: number;

  /** Makes an empty store. */
  constructor(options: MemoryStatusStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxPayments = options.maxPayments ?? 50_000;
    this.maxEvents = options.maxEvents ?? 100_000;
    this.maxCheckouts = options.maxCheckouts ?? 50_000;
    this.maxVirtualAccounts = options.maxVirtualAccounts ?? 50_000;
  }

  /** {@inheritDoc StatusStore.get} */
  get(paymentId: string): Promise<StoredStatus | undefined> {
    return Promise.resolve(this.statuses.get(paymentId));
  }

  /** {@inheritDoc StatusStore.apply} */
  apply(next: PaymentView): Promise<{ changed: boolean; stored: StoredStatus }> {
    const current = this.statuses.get(next.payment_id);
    if (current && !movesForward(current.view, next)) return Promise.resolve({ changed: false, stored: current });
    const stored = { view: next, version: Math.max((current?.version ?? 0) + 1, this.now()) };
    this.statuses.delete(next.payment_id);
    this.statuses.set(next.payment_id, stored);
    if (this.statuses.size > this.maxPayments) this.statuses.delete(this.statuses.keys().next().value as string);
    for (const listener of this.listeners.get(next.payment_id) ?? []) listener(stored);
    return Promise.resolve({ changed: true, stored });
  }

  /** {@inheritDoc StatusStore.subscribe} */
  subscribe(paymentId: string, listener: (status: StoredStatus) => void): () => void {
    let set = this.listeners.get(paymentId);
    if (!set) this.listeners.set(paymentId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(paymentId);
    };
  }

  /** {@inheritDoc StatusStore.claimEvent} */
  claimEvent(eventId: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    for (const [id, expires] of this.events) {
      // Oldest first; a lease that lapsed behind a longer-lived id is swept on a later call (maxEvents caps them).
      if (expires > now) break;
      this.events.delete(id);
    }
    const seen = this.events.get(eventId);
    if (seen !== undefined && seen > now) return Promise.resolve(false);
    this.events.delete(eventId);
    this.events.set(eventId, now + ttlMs);
    dropOldest(this.events, this.maxEvents);
    return Promise.resolve(true);
  }

  /** {@inheritDoc StatusStore.confirmEvent} */
  confirmEvent(eventId: string, ttlMs: number): Promise<void> {
    this.events.delete(eventId);
    this.events.set(eventId, this.now() + ttlMs);
    dropOldest(this.events, this.maxEvents);
    return Promise.resolve();
  }

  /** {@inheritDoc StatusStore.releaseEvent} */
  releaseEvent(eventId: string): Promise<void> {
    this.events.delete(eventId);
    return Promise.resolve();
  }

  /** {@inheritDoc StatusStore.checkoutPayment} */
  checkoutPayment(linkId: string): Promise<string | undefined> {
    return Promise.resolve(this.checkouts.get(linkId));
  }

  /** {@inheritDoc StatusStore.rememberCheckout} */
  rememberCheckout(linkId: string, paymentId: string): Promise<string> {
    const existing = this.checkouts.get(linkId);
    if (existing) return Promise.resolve(existing);
    this.checkouts.set(linkId, paymentId);
    dropOldest(this.checkouts, this.maxCheckouts);
    return Promise.resolve(paymentId);
  }

  /** {@inheritDoc StatusStore.forgetCheckout} */
  forgetCheckout(linkId: string, paymentId: string): Promise<void> {
    if (this.checkouts.get(linkId) === paymentId) this.checkouts.delete(linkId);
    return Promise.resolve();
  }

  /** {@inheritDoc StatusStore.claimCheckout} */
  claimCheckout(linkId: string, token: string, leaseMs: number): Promise<CheckoutClaim> {
    const remembered = this.checkouts.get(linkId);
    if (remembered) return Promise.resolve({ state: 'remembered', paymentId: remembered });
    const now = this.now();
    const holder = this.claims.get(linkId);
    if (holder && holder.token !== token && holder.until > now) return Promise.resolve({ state: 'held' });
    this.claims.delete(linkId);
    this.claims.set(linkId, { token, until: now + leaseMs });
    dropOldest(this.claims, this.maxCheckouts);
    return Promise.resolve({ state: 'claimed' });
  }

  /** {@inheritDoc StatusStore.releaseCheckout} */
  releaseCheckout(linkId: string, token: string): Promise<void> {
    if (this.claims.get(linkId)?.token === token) this.claims.delete(linkId);
    return Promise.resolve();
  }

  /** {@inheritDoc StatusStore.virtualAccount} */
  virtualAccount(accountId: string): Promise<VirtualAccountView | undefined> {
    const details = this.virtualAccounts.get(accountId);
    if (details) {
      // Moved to the newest end: the cap drops the customers who stopped coming first.
      this.virtualAccounts.delete(accountId);
      this.virtualAccounts.set(accountId, details);
    }
    return Promise.resolve(details);
  }

  /** {@inheritDoc StatusStore.rememberVirtualAccount} */
  rememberVirtualAccount(accountId: string, details: VirtualAccountView): Promise<void> {
    this.virtualAccounts.delete(accountId);
    this.virtualAccounts.set(accountId, details);
    dropOldest(this.virtualAccounts, this.maxVirtualAccounts);
    return Promise.resolve();
  }

  /** {@inheritDoc StatusStore.claimVirtualAccount} */
  async claimVirtualAccount(accountId: string, token: string, leaseMs: number): Promise<VirtualAccountClaim> {
    const details = await this.virtualAccount(accountId);
    if (details) return { state: 'kept', details };
    const now = this.now();
    const holder = this.virtualAccountClaims.get(accountId);
    if (holder && holder.token !== token && holder.until > now) return { state: 'held' };
    this.virtualAccountClaims.delete(accountId);
    this.virtualAccountClaims.set(accountId, { token, until: now + leaseMs });
    dropOldest(this.virtualAccountClaims, this.maxVirtualAccounts);
    return { state: 'claimed' };
  }

  /** {@inheritDoc StatusStore.releaseVirtualAccount} */
  releaseVirtualAccount(accountId: string, token: string): Promise<void> {
    if (this.virtualAccountClaims.get(accountId)?.token === token) this.virtualAccountClaims.delete(accountId);
    return Promise.resolve();
  }
}

/** Drops a map's oldest entries (insertion order) until it holds at most `max`. */
function dropOldest(map: Map<string, unknown>, max: number): void {
  while (map.size > max) map.delete(map.keys().next().value as string);
}

/**
 * Thrown by a shared store whose backend cannot be reached (Redis down, a connection dropped
 * mid-call). The proxy answers 503 `store_unavailable` with Retry-After, so browsers and the
 * service's webhook retries come back once it is reachable again.
 */
export class StatusStoreUnavailableError extends Error {
  /** `'StatusStoreUnavailableError'`, for logs. */
  override name = 'StatusStoreUnavailableError';
}
