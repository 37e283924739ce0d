import { PaykitError } from '../../shared/errors';

/** The Service-Signature header is missing, malformed, or does not match the raw body and secret. Answer 400. */
export class WebhookSignatureError extends PaykitError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'WebhookSignatureError';
}

/** The signature matched, but the body is not a webhook envelope this version understands. */
export class WebhookPayloadError extends PaykitError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'WebhookPayloadError';
}
