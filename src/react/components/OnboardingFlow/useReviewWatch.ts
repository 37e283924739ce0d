import type { OnboardingAccountView } from 'paykit/schemas';
import { useEffect } from 'react';
import { useOnboardingAccount } from '../../hooks/useOnboardingAccount';
import { isSelfieCheckOpen } from '../LivenessHandoff/selfie-check-open';
import type { OnboardingStep } from './steps';

/**
 * While the customer waits (selfie check, review), follows the account: approval during review
 * moves on to the account details, and a review that moves on during the selfie check (rejected,
 * approved, in review: the service no longer takes the check) moves to where the account stands.
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
    const account = watched.account;
    adopt(account);
    if (step === 'verification' && account.verification_status === 'approved') go('account');
    if (step === 'liveness' && account.submission.liveness !== 'completed' && !isSelfieCheckOpen(account)) {
      go(account.verification_status === 'approved' ? 'account' : 'verification');
    }
  }, [watching, watched.account, step, adopt, go]);
}
