/**
 * Whether the service takes a selfie check for this account now: only while the application is
 * open (pending, or more information asked). In review, approved or rejected, it refuses (422).
 */
import type { OnboardingAccountView } from 'paykit/schemas';
export function isSelfieCheckOpen(account: OnboardingAccountView): boolean {
  return account.verification_status === 'pending' || account.verification_status === 'more_info_required';
}
