import { useEffect } from 'react';
import type { OnboardingAccountView } from '../../../shared/schemas/views';
import { useOnboardingAccount } from '../../hooks/useOnboardingAccount';
import type { OnboardingStep } from './steps';

/**
 * While the customer waits (selfie check, review), follows the account; approval during
 * review moves on to the account details.
 */
export function useReviewWatch(
  step: OnboardingStep | null,
  ready: boolean,
  intervalMs: number | undefined,
  adopt: (account: OnboardingAccountView) => void,
  go: (step: OnboardingStep) => void,
): void {
  const watching = ready && (step === 'verification' || step === 'liveness');
  const watched = useOnboardingAccount({ enabled: watching, ...(intervalMs === undefined ? {} : { intervalMs }) });
  useEffect(() => {
    if (!watching || !watched.account) return;
    adopt(watched.account);
    if (step === 'verification' && watched.account.verification_status === 'approved') go('account');
  }, [watching, watched.account, step, adopt, go]);
}
