import type { OnboardingAccountEvent } from 'paykit/client';
import type { ConnectionState } from 'paykit/client';
import type { OnboardingAccountView } from 'paykit/schemas';
import { useCallback, useEffect, useState } from 'react';
import { publishOnboardingAccount, peekOnboardingAccount, watchOnboardingAccount } from '../../client/onboarding-watch';
import type { PaykitError } from '../../shared/errors';
import { usePaykit } from '../provider/context';

/** What useOnboardingAccount gives. */
export interface OnboardingAccountState {
  /** The last account seen; kept through connection trouble. */
  account: OnboardingAccountView | null;
  /** The poll: connecting, live, reconnecting, or closed (settled, fatal or disabled). */
  connection: ConnectionState;
  /** The last error (cleared by the next account). */
  error: PaykitError | null;
  /** The session has no account (401/403/404): nothing more will come. */
  fatal: boolean;
  /** Shows an account the proxy answered with, to this and every other watcher on the page. */
  publish: (account: OnboardingAccountView) => void;
}

/** How useOnboardingAccount polls. */
export interface UseOnboardingAccountOptions {
  /** Between polls (default 5000). The first watcher on the page sets it. */
  intervalMs?: number;
  /** Shown until the first answer (a server-rendered snapshot, a story). */
  initial?: OnboardingAccountView | null;
  /** false: no polling (default true). */
  enabled?: boolean;
}

interface Held {
  account: OnboardingAccountView | null;
  connection: ConnectionState;
  error: PaykitError | null;
  fatal: boolean;
}

function reduce(state: Held, event: OnboardingAccountEvent): Held {
  switch (event.type) {
    case 'account':
      return { ...state, account: event.account, error: null, fatal: false };
    case 'connection':
      return state.connection === event.state ? state : { ...state, connection: event.state };
    case 'error':
      return { ...state, error: event.error, fatal: event.fatal };
  }
}

/**
 * The signed-in customer's onboarding account, kept current by polling the proxy (see
 * watchOnboardingAccount). Safe under StrictMode: every watcher on the page shares one poll.
 */
export function useOnboardingAccount(options: UseOnboardingAccountOptions = {}): OnboardingAccountState {
  const { client } = usePaykit('useOnboardingAccount()');
  const { intervalMs, enabled = true } = options;
  const [held, setHeld] = useState<Held>(() => ({
    account: peekOnboardingAccount(client) ?? options.initial ?? null,
    connection: enabled ? 'connecting' : 'closed',
    error: null,
    fatal: false,
  }));

  useEffect(() => {
    if (!enabled) return;
    return watchOnboardingAccount(client, (event) => setHeld((previous) => reduce(previous, event)), intervalMs === undefined ? {} : { intervalMs });
  }, [client, enabled, intervalMs]);

  const publish = useCallback(
    (account: OnboardingAccountView) => {
      publishOnboardingAccount(client, account);
      setHeld((previous) => ({ ...previous, account, error: null, fatal: false }));
    },
    [client],
  );

  return { ...held, publish };
}
