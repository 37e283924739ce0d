import { PaykitApiError } from '../../../shared/errors';

/** Why a submission failed: field errors to show, or a failure worth retrying. */
export type SubmitFailure =
  /** The service refused one field: shown there and in the summary. */
  | { kind: 'field'; path: string; message: string }
  /** The service refused the request as a whole: shown in the summary. */
  | { kind: 'form'; message: string }
  /** Connection, time-out, server trouble, session: a notice with "Try again". */
  | { kind: 'retry'; message: string | null };

/** "address.state must be one of …" at the state field reads "Must be one of …". */
function withoutParam(message: string, param: string): string {
  const text = message.startsWith(`${param} `) ? message.slice(param.length + 1) : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sorts a failed submission into where it is shown. `fieldFor` maps the server's `param` to a field. */
export function classifyFailure(error: unknown, fieldFor: (param: string | null) => string | null): SubmitFailure {
  if (error instanceof PaykitApiError && (error.status === 400 || error.status === 422)) {
    const path = fieldFor(error.param);
    if (path) return { kind: 'field', path, message: withoutParam(error.message, error.param ?? '') };
    return { kind: 'form', message: error.message };
  }
  if (error instanceof PaykitApiError && error.status < 500 && error.status !== 429 && error.status !== 408) {
    return { kind: 'retry', message: error.message };
  }
  return { kind: 'retry', message: null };
}
