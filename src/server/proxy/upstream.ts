/**
 * Upstream failures as the browser should see them. Request problems (400, 404, 422) keep
 * the service's code and message — they are about what the browser sent. Everything else
 * becomes a plain 502/503/504 that says what happened without a word of upstream detail.
 */
import { PaykitApiError, PaykitConnectionError, PaykitTimeoutError, PaykitUpstreamInvalidError, RateLimitError } from '../../shared/errors';
import { HttpError } from '../../web/http-error';
import { PaykitResponseTooLargeError } from '../client/response-too-large';

const PASSED_THROUGH = new Set([400, 404, 409, 413, 422]);

export function fromUpstream(error: unknown): HttpError | null {
  if (error instanceof RateLimitError) {
    const retryAfter = Math.min(60, Math.max(1, Math.ceil(error.retryAfterSeconds ?? 5)));
    return new HttpError(503, 'upstream_busy', 'The payment service is busy; try again shortly', { headers: { 'retry-after': String(retryAfter) } });
  }
  if (error instanceof PaykitApiError) {
    // Not JSON, or JSON that is not what the API describes: the log has the operation and field.
    // Too large to read is as unreadable, whatever its status: its status and message say nothing more.
    if (error instanceof PaykitUpstreamInvalidError || error instanceof PaykitResponseTooLargeError || error.code === 'invalid_response')
      return new HttpError(502, 'upstream_invalid', 'The payment service answered with something this server cannot read; try again shortly');
    if (PASSED_THROUGH.has(error.status)) return new HttpError(error.status, error.code, error.message);
    if (error.status === 401 || error.status === 403) {
      return new HttpError(502, 'upstream_refused', 'The payment service refused this server’s request; the merchant must check its configuration');
    }
    return new HttpError(502, 'upstream_error', 'The payment service had a problem; try again shortly');
  }
  if (error instanceof PaykitTimeoutError) return new HttpError(504, 'upstream_timeout', 'The payment service did not answer in time; try again');
  if (error instanceof PaykitConnectionError) return new HttpError(502, 'upstream_unreachable', 'The payment service could not be reached; try again shortly');
  return null;
}
