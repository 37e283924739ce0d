import { PaykitApiError } from '../../../shared/errors';

/** Why a submission failed: field errors to show, or a failure worth retrying. */
export type SubmitFailure =
  /** The service refused one field: shown there and in the summary. */
  | { kind: 'field'; path: string; message: string }
  /** The service refused the request as a whole: shown in the summary. */
  | { kind: 'form'; message: string }
  /** Connection, time-out (message null), server trouble, session: a notice with "Try again". */
  | { kind: 'retry'; message: string | null };

/**
 * Sorts a failed submission into where it is shown. `fieldFor` maps the server's `param` to a
 * field; `words` gives the catalogue's sentence for the failure's kind. The service's message
 * is never shown (it is written for developers, in English): the kit's own checks run the
 * service's schema first, so a refusal that names a field is rare and gets the refusal's words.
 */
export function classifyFailure(error: unknown, fieldFor: (param: string | null) => string | null, words: (error: unknown) => string): SubmitFailure {
  if (!(error instanceof PaykitApiError)) return { kind: 'retry', message: null };
  if (error.status === 400 || error.status === 422) {
    const path = fieldFor(error.param);
    return path ? { kind: 'field', path, message: words(error) } : { kind: 'form', message: words(error) };
  }
  return { kind: 'retry', message: words(error) };
}
