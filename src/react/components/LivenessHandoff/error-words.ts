/**
 * What an applicant reads when the selfie check cannot start or the account cannot be read: the
 * catalogue's words, chosen by the kind of failure. Never the service's message: the proxy relays
 * it as the service wrote it, for developers ("…while verification_status is pending…").
 */
import { PaykitApiError } from '../../../shared/errors';
import type { StatusTranslate } from '../../i18n/en-onboarding-status';

/** The session has no account (or no longer): signing in again is the way on. */
const SESSION_STATUSES = new Set([401, 403, 404]);

/** Why the selfie check did not start. A 422 is "refused": the caller re-reads the account first. */
export function startErrorText(error: unknown, t: StatusTranslate): string {
  if (error instanceof PaykitApiError) {
    if (SESSION_STATUSES.has(error.status)) return t('liveness.problem.session');
    if (error.status === 429) return t('liveness.problem.busy');
    if (error.status === 400 || error.status === 409 || error.status === 422) return t('liveness.problem.refused');
  }
  return t('liveness.problem.unavailable');
}

/** Why the account could not be read. */
export function loadErrorText(error: unknown, t: StatusTranslate): string {
  if (error instanceof PaykitApiError && SESSION_STATUSES.has(error.status)) return t('liveness.problem.session');
  return t('liveness.problem.loadFailed');
}

/** Refusals worth re-reading the account for: it may have moved on (decided, in review) meanwhile. */
export function isRefusal(error: unknown): boolean {
  return error instanceof PaykitApiError && (error.status === 409 || error.status === 422);
}
