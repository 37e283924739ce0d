/**
 * The one error an HTTP edge throws (sandbox, proxy, panel API): status, code, message, the
 * field it is about and any headers (Retry-After, Allow). Whoever catches it answers with
 * `toResponse()`, so every refusal has the same JSON envelope and the same headers.
 */

import type { ErrorEnvelope } from 'paykit/schemas';

/** What an HttpError carries beyond status, code and message. */
export interface HttpErrorExtra {
  /** The request field the error is about; the envelope names it as `param`. */
  param?: string;
  /** Headers the answer carries, e.g. `retry-after` or `allow`. */
  headers?: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } as const;

/** A JSON answer that no cache keeps (every edge answer holds account or payment state). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A refusal thrown by a route; the edge turns it into `{ "error": { code, message, param? } }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  /** The request field the error is about, if any. */
  readonly param: string | undefined;
  /** Headers the answer carries besides the JSON ones. */
  readonly headers: Record<string, string>;

  /** `status` is the HTTP status; `code` the machine-readable error code of the envelope. */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    extra: HttpErrorExtra = {},
  ) {
    super(message);
    this.param = extra.param || undefined;
    this.headers = extra.headers ?? {};
  }

  /** The envelope body; `param` only when there is one. */
  toEnvelope(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message, ...(this.param ? { param: this.param } : {}) } };
  }

  /** The envelope as a Response; `extraHeaders` (CORS, a request id) are added to the error's own. */
  toResponse(extraHeaders: Record<string, string> = {}): Response {
    return json(this.toEnvelope(), this.status, { ...this.headers, ...extraHeaders });
  }
}

/** 400 invalid_request, naming the field when there is one. */
export const invalidRequest = (message: string, param?: string): HttpError => new HttpError(400, 'invalid_request', message, { param });

/** 403 forbidden. */
export const forbidden = (message: string): HttpError => new HttpError(403, 'forbidden', message);

/** 404 not_found. */
export const notFound = (message: string): HttpError => new HttpError(404, 'not_found', message);

/** 405 method_not_allowed, with the Allow header listing what the path does take. */
export const methodNotAllowed = (message: string, allowed: readonly string[]): HttpError =>
  new HttpError(405, 'method_not_allowed', message, { headers: { allow: allowed.join(', ') } });

/** 413 payload_too_large, naming the field when one part of the body is too large. */
export const payloadTooLarge = (message: string, param?: string): HttpError => new HttpError(413, 'payload_too_large', message, { param });

/** 415 unsupported_media_type. */
export const unsupportedMediaType = (message: string): HttpError => new HttpError(415, 'unsupported_media_type', message);

/** 422 unprocessable_entity, naming the field when there is one. */
export const unprocessable = (message: string, param?: string): HttpError => new HttpError(422, 'unprocessable_entity', message, { param });

/**
 * 400 request_interrupted: the request body stopped arriving (the client went away or its
 * connection broke). An answer, not a fault of ours: nobody is told of it as an error.
 */
export const requestInterrupted = (): HttpError => new HttpError(400, 'request_interrupted', 'The request was interrupted before its body arrived; try again');

/** 408 request_timeout: the request body did not arrive within the time allowed for it. */
export const requestTimeout = (): HttpError => new HttpError(408, 'request_timeout', 'The request body did not arrive in time');
