/** A failed call in words a person can act on: which of the dashboard's money problems it is. */
import { PaykitApiError, PaykitConnectionError, PaykitTimeoutError } from '../../shared/errors';

/** The catalogue key that explains a failure that is not a business rule. */
export type ProblemKey = 'money.problem.auth' | 'money.problem.forbidden' | 'money.problem.network' | 'money.problem.other';

/** 401 → sign in again; 403 → no access; no answer → connection; anything else → try again later. */
export function problemKey(error: unknown): ProblemKey {
  if (error instanceof PaykitConnectionError || error instanceof PaykitTimeoutError) return 'money.problem.network';
  if (error instanceof PaykitApiError) {
    if (error.status === 401) return 'money.problem.auth';
    if (error.status === 403) return 'money.problem.forbidden';
  }
  return 'money.problem.other';
}
