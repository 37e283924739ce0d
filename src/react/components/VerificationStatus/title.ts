import type { OnboardingAccountView } from 'paykit/schemas';
import type { OnboardingStatusKey } from '../../i18n/en-onboarding-status';

/** The reviewer asked only about the owners: the owner list is the whole view, with one action. */
export function ownersOnly(account: OnboardingAccountView | null): boolean {
  return account?.verification_status === 'more_info_required' && account.required_info.length === 1 && account.required_info[0] === 'beneficial_owner_info';
}

/**
 * The one heading of the verification view, by where the account stands: the flow shows it as its
 * step's heading, the standalone component as its own, so no state has two.
 */
export function verificationTitle(account: OnboardingAccountView | null, failed = false): OnboardingStatusKey {
  if (!account) return failed ? 'verification.error.title' : 'verification.title';
  if (ownersOnly(account)) return 'verification.task.beneficial_owner_info.title';
  return `verification.${account.verification_status}.title`;
}
