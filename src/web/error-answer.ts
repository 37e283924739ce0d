/**
 * The reading side of the error envelope, shared by every fetch wrapper (the browser client,
 * the server client, the panel page): a failed answer becomes the PaykitApiError subclass of
 * its status. The envelope is checked by hand against the shared ErrorEnvelope type rather than
 * with the zod schema, so checkout bundles, which hold no zod, stay that way.
 */
import type { ErrorEnvelope } from 'paykit/schemas';
import { apiErrorFor, type PaykitApiError } from '../shared/errors';
import { parseRetryAfter } from './retry-after';

/** What the caller knows that the answer does not say. */
export interface ErrorAnswerOptions {
  /** The message when the body carries none, e.g. "GET /payments/pay_1 failed with HTTP 502". */
  fallbackMessage: string;
  /** The answer's Retry-After header, if any. */
  retryAfter?: string | null;
  /** The request id the answer carried (callers differ in which headers they trust). */
  requestId?: string | null;
  /** Rewrites the server's message before it is kept (the server client takes its API key out). */
  redact?: (message: string) => string;
  /** The clock Retry-After dates are read against (default Date.now()). */
  now?: number;
}

/** The fields of the envelope that have the envelope's types; anything else is left out. */
export function envelopeFields(body: unknown): Partial<ErrorEnvelope['error']> {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const fields: Partial<ErrorEnvelope['error']> = {};
  if (typeof error.code === 'string') fields.code = error.code;
  if (typeof error.message === 'string') fields.message = error.message;
  if (typeof error.param === 'string') fields.param = error.param;
  return fields;
}

/**
 * The typed error of a failed answer (fetch or XHR) whose status and body (parsed JSON, or
 * undefined) are in hand: the envelope's code, message and param, else `http_<status>` and
 * the fallback message; Retry-After as retryAfterSeconds.
 */
export function apiErrorFromAnswer(status: number, body: unknown, options: ErrorAnswerOptions): PaykitApiError {
  const fields = envelopeFields(body);
  const retryAfterMs = parseRetryAfter(options.retryAfter, options.now ?? Date.now());
  return apiErrorFor({
    status,
    code: fields.code ?? `http_${status}`,
    message: fields.message === undefined ? options.fallbackMessage : (options.redact?.(fields.message) ?? fields.message),
    requestId: options.requestId ?? null,
    param: fields.param ?? null,
    retryAfterSeconds: retryAfterMs === null ? null : retryAfterMs / 1000,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
