/**
 * One base class with an explicit `name` (minifiers rename classes), a subclass per
 * HTTP status family. Each API error carries the HTTP status, the service's error code,
 * its message and the request id the service answered with.
 */
export class PaykitError extends Error {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PaykitError';
  /** Passes `message` and an optional `cause` to `Error`. */
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** What an API error is built from: the fields of the service's error answer. */
export interface ApiErrorInit {
  /** The HTTP status of the answer. */
  status: number;
  /** The service's machine-readable error code, e.g. `rate_limited`. */
  code: string;
  /** The human-readable message of the answer. */
  message: string;
  /** The request id the service answered with, when it sent one. */
  requestId?: string | null;
  /** The answer's Retry-After, in seconds (429 and 503 answers send one). */
  retryAfterSeconds?: number | null;
  /** The request field the error is about, when the service names one. */
  param?: string | null;
}

/** An error answer from the service (or the proxy); the subclasses narrow it by HTTP status. */
export class PaykitApiError extends PaykitError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PaykitApiError';
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The service's machine-readable error code, e.g. `rate_limited`. */
  readonly code: string;
  /** The request id the service answered with, or null. */
  readonly requestId: string | null;
  /** The request field the error is about, when the answer named one. */
  readonly param: string | null;
  /**
   * How long the server asked us to wait before trying again, or null. On the error itself
   * (not beside it) so it survives being copied, wrapped or re-thrown.
   */
  readonly retryAfterSeconds: number | null;
  /** Copies the answer's fields; absent optional ones become null. */
  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.param = init.param ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

/** HTTP 400: the request was malformed or failed validation. */
export class BadRequestError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'BadRequestError';
}
/** HTTP 401: the API key is missing or invalid. */
export class AuthenticationError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'AuthenticationError';
}
/** HTTP 403: the key or caller may not perform this operation. */
export class PermissionDeniedError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PermissionDeniedError';
}
/** HTTP 404: the resource does not exist (or is not visible to the caller). */
export class NotFoundError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'NotFoundError';
}
/** HTTP 413: the request body is larger than allowed. */
export class PayloadTooLargeError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PayloadTooLargeError';
}
/** HTTP 422: the request was well formed but the service refused it. */
export class UnprocessableEntityError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'UnprocessableEntityError';
}
/** HTTP 429: too many requests; see `retryAfterSeconds`. */
export class RateLimitError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'RateLimitError';
}
/** Any HTTP 5xx answer. */
export class InternalServerError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'InternalServerError';
}

/**
 * A successful answer that is not what the API describes: a field the kit reads is missing or of
 * the wrong kind. Names the operation and the field's path (`data[3].amount`), never a value:
 * answers may hold personal data. Its `status` is the answer's own (a 2xx), its code
 * `upstream_invalid`; it is never retried (the same answer would come back).
 */
export class PaykitUpstreamInvalidError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PaykitUpstreamInvalidError';
  /** The operation whose answer was refused, e.g. `payments.create`. */
  readonly operation: string;
  /** Where in the answer the first problem is, e.g. `data[3].amount`; `(the answer)` for the whole of it. */
  readonly field: string;
  /** `status` is the HTTP status the answer came with. */
  constructor(init: { operation: string; field: string; status?: number; requestId?: string | null }) {
    super({
      status: init.status ?? 200,
      code: 'upstream_invalid',
      message: `The answer to ${init.operation} is not what the API describes: ${init.field} is missing or of the wrong kind`,
      requestId: init.requestId ?? null,
    });
    this.operation = init.operation;
    this.field = init.field;
  }
}

/** The request never got an HTTP answer (DNS, refused connection, reset). */
export class PaykitConnectionError extends PaykitError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PaykitConnectionError';
}

/** No answer within the client's timeout. */
export class PaykitTimeoutError extends PaykitError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PaykitTimeoutError';
}

/** Picks the subclass for an HTTP status. */
export function apiErrorFor(init: ApiErrorInit): PaykitApiError {
  const Subclass = API_ERRORS[init.status] ?? (init.status >= 500 ? InternalServerError : PaykitApiError);
  return new Subclass(init);
}

/** The subclass of each status that has its own. */
const API_ERRORS: Partial<Record<number, typeof PaykitApiError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  413: PayloadTooLargeError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};
