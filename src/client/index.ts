/** paykit/client — the browser's client of the merchant's proxy: requests, and live payment status over SSE or polling. */
export {
  PaykitError,
  PaykitApiError,
  PaykitConnectionError,
  PaykitTimeoutError,
  NotFoundError,
  RateLimitError,
} from '../shared/errors';
export type { PaymentView, PaymentState, PaymentLinkView, CheckoutView } from '../shared/schemas/views';
export { FINAL_PAYMENT_STATES } from '../shared/schemas/views';
export { createProxyClient, type ProxyClient, type ProxyClientOptions, type SubscribeOptions } from './proxy-client';
export type { PaymentEvent, PaymentListener, ConnectionState, SubscriptionTuning } from './subscription';
export type { PageSignals } from './page';
export type { CallOptions, ErrorDetails } from './request';
export { errorDetails } from './request';
export { parseRetryAfter } from './retry-after';
export { backoffDelay, type Jitter, type BackoffOptions } from './backoff';
