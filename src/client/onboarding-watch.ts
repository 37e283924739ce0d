/**
 * Live onboarding state of the signed-in customer: polls GET /onboarding/account until the
 * account is decided (approved with capabilities, or rejected). Reviews take days, so there is
 * no stream: a poll every few seconds while someone looks, none while the tab is hidden or the
 * browser is offline, jittered backoff on errors, never sooner than a Retry-After.
 *
 * Every watcher of one client shares one poll, and the last unsubscribe tears it down only
 * after a macrotask, so React StrictMode's mount → unmount → mount makes no second request.
 * The onboarding functions that answer with the account (resubmit, KYC, capabilities…) hand
 * it to the watchers at once, so every component on the page moves together.
 */
import { PaykitError } from '../shared/errors';
import type { OnboardingAccountView } from '../shared/schemas/views';
import { retryDelay, type Jitter } from '../web/backoff';
import { onboardingRequest, type OnboardingClient } from './onboarding-request';
import { browserPage, type PageSignals } from './page';
import { errorDetails } from './request';
import type { ConnectionState } from './subscription';

export type OnboardingAccountEvent =
  | { type: 'account'; account: OnboardingAccountView }
  | { type: 'connection'; state: ConnectionState }
  /** `fatal`: no account for this session (401, 403, 404); polling has stopped. Other errors are retried. */
  | { type: 'error'; error: PaykitError; fatal: boolean };

export type OnboardingAccountListener = (event: OnboardingAccountEvent) => void;

export interface WatchOnboardingOptions {
  /** Between successful polls (default 5000); also the first error backoff's ceiling. */
  intervalMs?: number;
  /** Ceiling of the error backoff (default 60000). */
  maxBackoffMs?: number;
  /** Longest Retry-After honoured (default 60000). */
  maxRetryAfterMs?: number;
  jitter?: Jitter;
  random?: () => number;
  /** Hidden-tab and offline signals (default: the page's); null: always poll. */
  page?: PageSignals | null;
  /** Aborting it unsubscribes. */
  signal?: AbortSignal;
}

/** Nothing more will change without the customer or the platform acting: polling stops. */
export function isAccountSettled(account: OnboardingAccountView): boolean {
  return account.verification_status === 'rejected' || (account.verification_status === 'approved' && account.capabilities.length > 0);
}

const FATAL_STATUSES = new Set([401, 403, 404]);

interface Watch {
  add(listener: OnboardingAccountListener): () => void;
  start(): void;
  stop(): void;
  deliver(account: OnboardingAccountView): void;
  readonly account: OnboardingAccountView | undefined;
  subscribers: number;
  teardown?: ReturnType<typeof setTimeout>;
}

const watches = new WeakMap<object, Watch>();
/** The last account seen per client, kept after the poll ends (a snapshot for late components). */
const lastSeen = new WeakMap<object, OnboardingAccountView>();

/** Subscribes to the account's changes; returns the unsubscribe function. */
export function watchOnboardingAccount(client: OnboardingClient, listener: OnboardingAccountListener, options: WatchOnboardingOptions = {}): () => void {
  if (options.signal?.aborted) return () => {};
  let watch = watches.get(client);
  const fresh = !watch;
  if (!watch) {
    watch = createWatch(client, options);
    watches.set(client, watch);
  }
  clearTimeout(watch.teardown);
  watch.teardown = undefined;
  watch.subscribers += 1;
  const current = watch;
  const remove = current.add(listener);
  if (fresh) current.start();
  let active = true;
  const unsubscribe = () => {
    if (!active) return;
    active = false;
    options.signal?.removeEventListener('abort', unsubscribe);
    remove();
    current.subscribers -= 1;
    if (current.subscribers > 0) return;
    current.teardown = setTimeout(() => {
      if (current.subscribers > 0 || watches.get(client) !== current) return;
      watches.delete(client);
      current.stop();
    }, 0);
  };
  options.signal?.addEventListener('abort', unsubscribe, { once: true });
  return unsubscribe;
}

/** The last account any watcher (or onboarding call) of this client saw. */
export function peekOnboardingAccount(client: OnboardingClient): OnboardingAccountView | undefined {
  return watches.get(client)?.account ?? lastSeen.get(client);
}

/** Hands an account the proxy answered with to every watcher of this client. */
export function publishOnboardingAccount(client: OnboardingClient, account: OnboardingAccountView): void {
  lastSeen.set(client, account);
  watches.get(client)?.deliver(account);
}

function createWatch(client: OnboardingClient, options: WatchOnboardingOptions): Watch {
  const intervalMs = options.intervalMs ?? 5000;
  const backoff = {
    baseMs: intervalMs,
    maxMs: options.maxBackoffMs ?? 60_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    jitter: options.jitter ?? ('equal' as Jitter),
    random: options.random ?? Math.random,
  };
  const page = options.page === undefined ? browserPage() : options.page;
  const listeners = new Set<{ listener: OnboardingAccountListener }>();
  let account = lastSeen.get(client);
  let state: ConnectionState = 'connecting';
  let fatal: PaykitError | null = null;
  let done = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let failures = 0;
  /** Epoch ms before which the server asked us not to come back. */
  let notBefore = 0;
  let unwatch: (() => void) | null = null;

  const emit = (event: OnboardingAccountEvent) => {
    for (const entry of [...listeners]) if (listeners.has(entry)) safeCall(entry.listener, event);
  };
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    emit({ type: 'connection', state });
  };
  const runnable = () => !page || (!page.hidden() && !page.offline());
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(poll, Math.max(0, ms));
  };

  function halt() {
    done = true;
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  }

  function deliver(next: OnboardingAccountView) {
    lastSeen.set(client, next);
    const changed = !account || JSON.stringify(account) !== JSON.stringify(next);
    account = next;
    if (changed) emit({ type: 'account', account: next });
    if (isAccountSettled(next)) {
      halt();
      setState('closed');
    } else if (done && started && !fatal) {
      // Published from outside after the poll had ended (say, the account moved back to review).
      done = false;
      wake();
    }
  }

  function poll() {
    timer = undefined;
    if (done || inFlight || !runnable()) return;
    const controller = new AbortController();
    inFlight = controller;
    onboardingRequest<OnboardingAccountView>(client, 'GET', '/onboarding/account', { signal: controller.signal }).then(
      (next) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        failures = 0;
        notBefore = 0;
        deliver(next);
        if (done) return;
        setState('live');
        schedule(intervalMs);
      },
      (thrown: unknown) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        const error = thrown instanceof PaykitError ? thrown : new PaykitError(String(thrown), { cause: thrown });
        const status = (error as { status?: unknown }).status;
        if (typeof status === 'number' && FATAL_STATUSES.has(status)) {
          fatal = error;
          halt();
          emit({ type: 'error', error, fatal: true });
          setState('closed');
          return;
        }
        const { retryAfterMs } = errorDetails(error);
        if (retryAfterMs !== null) notBefore = Date.now() + Math.min(retryAfterMs, backoff.maxRetryAfterMs);
        emit({ type: 'error', error, fatal: false });
        setState('reconnecting');
        schedule(retryDelay(failures++, retryAfterMs, backoff));
      },
    );
  }

  function wake() {
    if (done || inFlight) return;
    const wait = notBefore - Date.now();
    if (wait > 0) schedule(wait);
    else {
      clearTimeout(timer);
      poll();
    }
  }

  function onPageChange() {
    if (done) return;
    if (runnable()) return wake();
    clearTimeout(timer);
    timer = undefined;
    if (page?.offline()) setState('reconnecting');
  }

  return {
    subscribers: 0,
    get account() {
      return account;
    },
    add(listener) {
      const entry = { listener };
      listeners.add(entry);
      if (account) safeCall(listener, { type: 'account', account });
      if (fatal) safeCall(listener, { type: 'error', error: fatal, fatal: true });
      safeCall(listener, { type: 'connection', state });
      return () => {
        listeners.delete(entry);
      };
    },
    start() {
      if (started) return;
      started = true;
      unwatch = page?.watch(onPageChange) ?? null;
      if (page?.offline()) setState('reconnecting');
      wake();
    },
    stop() {
      halt();
      unwatch?.();
      unwatch = null;
    },
    deliver,
  };
}

/** One broken listener must not starve the others; its error still surfaces. */
function safeCall(listener: OnboardingAccountListener, event: OnboardingAccountEvent) {
  try {
    listener(event);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}
