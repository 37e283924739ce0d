/**
 * One base class with an explicit `name` (minifiers rename classes), a subclass per
 * HTTP status family. Each API error carries the HTTP status, the service's error code,
 * its message and the request id the service answered with.
 */
export class PaykitError extends Error {
  override name = 'PaykitError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  requestId?: string | null;
  /** The answer's Retry-After, in seconds (429 and 503 answers send one). */
  retryAfterSeconds?: number | null;
  /** The request field the error is about, when the service names one. */
  param?: string | null;
}

export class PaykitApiError extends PaykitError {
  override name = 'PaykitApiError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  /** The request field the error is about, when the answer named one. */
  readonly param: string | null;
  /**
   * How long the server asked us to wait before trying again, or null. On the error itself
   * (not beside it) so it survives being copied, wrapped or re-thrown.
   */
  readonly retryAfterSeconds: number | null;
  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.param = init.param ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export class BadRequestError extends PaykitApiError {
  override name = 'BadRequestError';
}
export class AuthenticationError extends PaykitApiError {
  override name = 'AuthenticationError';
}
export class PermissionDeniedError extends PaykitApiError {
  override name = 'PermissionDeniedError';
}
export class NotFoundError extends PaykitApiError {
  override name = 'NotFoundError';
}
export class PayloadTooLargeError extends PaykitApiError {
  override name = 'PayloadTooLargeError';
}
export class UnprocessableEntityError extends PaykitApiError {
  override name = 'UnprocessableEntityError';
}
export class RateLimitError extends PaykitApiError {
  override name = 'RateLimitError';
}
export class InternalServerError extends PaykitApiError {
  override name = 'InternalServerError';
}

/** The request never got an HTTP answer (DNS, refused connection, reset). */
export class PaykitConnectionError extends PaykitError {
  override name = 'PaykitConnectionError';
}

/** No answer within the client's timeout. */
export class PaykitTimeoutError extends PaykitError {
  override name = 'PaykitTimeoutError';
}

/** Picks the subclass for an HTTP status. */
export function apiErrorFor(init: ApiErrorInit): PaykitApiError {
  switch (init.status) {
    case 400:
      return new BadRequestError(init);
    case 401:
      return new AuthenticationError(init);
    case 403:
      return new PermissionDeniedError(init);
    case 404:
      return new NotFoundError(init);
    case 413:
      return new PayloadTooLargeError(init);
    case 422:
      return new UnprocessableEntityError(init);
    case 429:
      return new RateLimitError(init);
    default:
      return init.status >= 500 ? new InternalServerError(init) : new PaykitApiError(init);
  }
}
