/**
 * What an applicant reads when a request fails: the catalogue's words for the kind of failure.
 * Never the error's message: the proxy relays the service's message as written, for developers
 * ("…only while verification_status is pending…"), in English, naming fields and states.
 * The components' callbacks (`onError`) still get the error itself.
 */
import { PaykitApiError } from '../../shared/errors';

/** The kinds of failure an applicant is told apart, one catalogue sentence each (`problem.<kind>`). */
export type ProblemKind = 'network' | 'session' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'type' | 'refused' | 'busy' | 'unavailable';

/** The kind, from the answer's HTTP status; no answer at all (connection, time-out) is `network`. */
export function problemKind(error: unknown): ProblemKind {
  if (!(error instanceof PaykitApiError)) return 'network';
  const { status } = error;
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'type';
  if (status === 400 || status === 422) return 'refused';
  if (status === 429) return 'busy';
  return 'unavailable';
}

/** The catalogue's sentence for the error's kind. */
export function problemWords(error: unknown, t: (key: `problem.${ProblemKind}`) => string): string {
  return t(`problem.${problemKind(error)}`);
}
