import { useEffect, useState } from 'react';
import { findOnboardingAccount } from '../../client/onboarding';
import { peekOnboardingAccount, publishOnboardingAccount } from '../../client/onboarding-watch';
import { usePaykit } from '../../react/provider/context';

/** Whether the session has an account: asked once, before anything watches it. */
export type AccountPresence = { state: 'looking' } | { state: 'present' } | { state: 'absent' } | { state: 'failed'; error: unknown };

/**
 * Asks `GET /onboarding/account?optional=true` first, which answers `null` instead of a 401 when
 * the session has no account yet: a first visit then costs no failed request and no console
 * error. Only an account that exists is watched afterwards.
 */
export function useAccountPresence(): AccountPresence {
  const { client } = usePaykit('AccountStatus');
  const [presence, setPresence] = useState<AccountPresence>(() => (peekOnboardingAccount(client) ? { state: 'present' } : { state: 'looking' }));
  const known = presence.state === 'present';

  useEffect(() => {
    if (known) return;
    const run = new AbortController();
    findOnboardingAccount(client, { signal: run.signal }).then(
      (found) => {
        if (run.signal.aborted) return;
        if (found) publishOnboardingAccount(client, found);
        setPresence({ state: found ? 'present' : 'absent' });
      },
      (error: unknown) => {
        if (!run.signal.aborted) setPresence({ state: 'failed', error });
      },
    );
    return () => run.abort();
  }, [client, known]);

  return presence;
}
