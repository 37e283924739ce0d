/**
 * The sandbox's verification moves: from each status, the statuses its simulator may move an
 * account to. The service states only two moves (approved → capabilities, more_info_required →
 * resubmit) and leaves the rest "not shown" (docs/service-contract.md#verification); these rules make the emulator behave like a review
 * desk would: a rejected application stays closed, and nothing goes back to pending (received,
 * not yet reviewed) once reviewed. Enforced by POST /api/v1/sandbox/accounts/{id}/verification;
 * the control panel offers only the moves this table allows. docs/sandbox.md#verification-moves renders it.
 */

import type { AccountVerificationStatus } from 'paykit/schemas';

/** From → allowed to. A status missing from its own list may not be "moved to" again. */
export const VERIFICATION_MOVES: Readonly<Record<AccountVerificationStatus, readonly AccountVerificationStatus[]>> = {
  pending: ['in_review', 'approved', 'rejected', 'more_info_required'],
  in_review: ['approved', 'rejected', 'more_info_required'],
  // Again more_info_required: the reviewer asks for another set of items.
  more_info_required: ['in_review', 'approved', 'rejected', 'more_info_required'],
  // Reviews can be reopened: leaving approved deactivates the capabilities.
  approved: ['in_review', 'more_info_required', 'rejected'],
  rejected: [],
};

/** The rule a refused move breaks, in words for whoever asked (the 422's message); null when allowed. */
export function verificationMoveRefusal(from: AccountVerificationStatus, to: AccountVerificationStatus): string | null {
  if (VERIFICATION_MOVES[from].includes(to)) return null;
  if (from === 'rejected') return 'A rejected account stays rejected; open a new account to apply again';
  if (to === from) return `The account is already ${from}`;
  if (to === 'pending') return `An account that has been reviewed cannot go back to pending; it is ${from}`;
  return `The sandbox does not move ${from} to ${to}`;
}

/** For each status, why the table refuses moving there from `from` (null: allowed). */
export function verificationMovesFrom(from: AccountVerificationStatus): Record<AccountVerificationStatus, string | null> {
  const statuses = Object.keys(VERIFICATION_MOVES) as AccountVerificationStatus[];
  return Object.fromEntries(statuses.map((to) => [to, verificationMoveRefusal(from, to)])) as Record<AccountVerificationStatus, string | null>;
}
