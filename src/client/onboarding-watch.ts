/**
 * Live onboarding state of the signed-in customer, as configuration of the generic live
 * connection: polls GET /onboarding/account until the account is decided (approved with
 * capabilities, or rejected). Reviews take days, so there is no stream: a poll every few
 * seconds while someone looks, none while the tab is hidden or the browser is offline,
 * jittered backoff on errors, never sooner than a Retry-After.
 *
 * Every watcher of one client shares one poll (its tuning is the first watcher's), and the
 * last unsubscribe tears it down only after a macrotask, so React StrictMode's mount →
 * unmount → mount makes no second request. The onboarding functions that answer with the
 * account (resubmit, KYC, capabilities…) publish it to the watchers, so every component on
 * the page moves together.
 */
import type { OnboardingAccountView } from 'paykit/schemas';
import type { PaykitError } from '../shared/errors';
import type { Jitter } from '../web/backoff';
import type { ConnectionEvent, LiveKind } from './connection';
import { readOnboardingAccount } from './onboarding-account-read';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import { browserPage, type PageSignals } from './page';
import { createLiveRegistry, type LiveRegistry } from './registry';

/**
 * What a watcher of the account hears: each changed account, the connection's state, and
 * errors — fatal for 401, 403 and 404 (no account for this session; polling has stopped).
 */
export type OnboardingAccountEvent = { type: 'account'; account: OnboardingAccountView } | ConnectionEvent;

/** A watcher of the onboarding account. */
export type OnboardingAccountListener = (event: OnboardingAccountEvent) => void;

/** Tuning of the shared poll (only the first watcher's applies) and this watcher's lifetime. */
export interface WatchOnboardingOptions {
  /** Between successful polls (default 5000); also the first error backoff's ceiling. */
  intervalMs?: number;
  /** Ceiling of the error backoff (default 60000). */
  maxBackoffMs?: number;
  /** Longest Retry-After honoured (default 60000). */
  maxRetryAfterMs?: number;
  /** Jitter on the error backoff (default 'equal'). */
  jitter?: Jitter;
  /** Jitter source, [0, 1) (default Math.random). */
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

/**
 * An account: any change is news (reviews can move it back), settled ends the poll but not
 * for good (a published account can restart it), and every account seen is kept for peek().
 */
const ACCOUNT_KIND: LiveKind<OnboardingAccountView, OnboardingAccountEvent> = {
  viewEvent: (account) => ({ type: 'account', account }),
  isNews: (current, next) => !current || JSON.stringify(current) !== JSON.stringify(next),
  isFinal: isAccountSettled,
  isFatal: (error: PaykitError) => {
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' && FATAL_STATUSES.has(status);
  },
  finalIsForever: false,
  remember: 'latest',
};

/** The proxy decides which account: one per client, so the path is the only key. */
const ACCOUNT_PATH = '/onboarding/account';

type AccountRegistry = LiveRegistry<typeof ACCOUNT_PATH, OnboardingAccountView, OnboardingAccountEvent>;

/** One registry per client, dropped with the client. */
const registries = new WeakMap<ProxyCallClient, AccountRegistry>();

function registryOf(client: ProxyCallClient): AccountRegistry {
  let registry = registries.get(client);
  if (!registry) {
    registry = createLiveRegistry(ACCOUNT_KIND);
    registries.set(client, registry);
  }
  return registry;
}

/** Subscribes to the account's changes; returns the unsubscribe function. */
export function watchOnboardingAccount(client: ProxyCallClient, listener: OnboardingAccountListener, options: WatchOnboardingOptions = {}): () => void {
  return registryOf(client).subscribe(
    ACCOUNT_PATH,
    listener,
    () => ({
      fetchView: (signal) => proxyCall(client, readOnboardingAccount, 'GET', ACCOUNT_PATH, { signal }),
      page: options.page === undefined ? browserPage() : options.page,
      tuning: {
        intervalMs: options.intervalMs ?? 5000,
        maxBackoffMs: options.maxBackoffMs ?? 60_000,
        maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
        jitter: options.jitter ?? 'equal',
        random: options.random ?? Math.random,
      },
    }),
    options.signal,
  );
}

/** The last account any watcher (or onboarding call) of this client saw. */
export function peekOnboardingAccount(client: ProxyCallClient): OnboardingAccountView | undefined {
  return registries.get(client)?.peek(ACCOUNT_PATH);
}

/** Hands an account the proxy answered with to every watcher of this client. */
export function publishOnboardingAccount(client: ProxyCallClient, account: OnboardingAccountView): void {
  registryOf(client).publish(ACCOUNT_PATH, account);
}
