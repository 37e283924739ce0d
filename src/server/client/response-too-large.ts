import { PaykitApiError } from '../../shared/errors';

/**
 * An answer longer than the client reads (`maxResponseBytes`, 1 MiB by default): refused on its
 * Content-Length, or cut off once that many bytes had arrived. Its `status` is the answer's own,
 * its code `response_too_large`; it is never retried (the same answer would come back). The proxy
 * answers it as 502 `upstream_invalid`.
 */
export class PaykitResponseTooLargeError extends PaykitApiError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PaykitResponseTooLargeError';
  /** The cap the answer went over, in bytes. */
  readonly limitBytes: number;
  /** `operation` names the request, e.g. `GET /v1/payment-links/pl_1`. */
  constructor(init: { operation: string; limitBytes: number; status: number; requestId?: string | null }) {
    super({
      status: init.status,
      code: 'response_too_large',
      message: `The answer to ${init.operation} is larger than ${init.limitBytes} bytes (maxResponseBytes); it was not read further`,
      requestId: init.requestId ?? null,
    });
    this.limitBytes = init.limitBytes;
  }
}
