/** paykit/server — Node 20+ or any Web-standard runtime. Holds the API key; never import it in a browser. */
export {
  createPaykitClient,
  type PaykitClient,
  type PaykitApi,
  type PaykitSandboxApi,
  type ClientOptions,
  type RequestOptions,
  type SandboxClock,
  type SandboxPaymentListParams,
  type SandboxAccountListParams,
  type SandboxPayoutListParams,
} from './client';
export { parseRetryAfter } from '../web/retry-after';
export { nodeConnection, toNodeListener, toWebRequest, writeWebResponse, type WebHandler } from '../node/adapter';
export type { ConnectionInfo } from '../web/connection';
export * from '../shared/errors';
export { PaykitResponseTooLargeError } from './client/response-too-large';
// Webhooks: verify the Service-Signature over the raw body, then parse the typed event.
export {
  verifyWebhook,
  signWebhookPayload,
  checkWebhookSignature,
  constructEvent,
  parseWebhookEvent,
  WebhookSignatureError,
  WebhookPayloadError,
  type SignatureCheck,
  type RawBody,
} from './webhooks';
export { SIGNATURE_HEADER, WEBHOOK_EVENT_KINDS } from '../shared/schemas/webhooks';
// The backend proxy the browser talks to.
export * from './proxy';
export { clientAddress, incomingMessageOf } from '../node/request-context';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { UpstreamInfo } from './client/transport';
export type { Awaitable } from './proxy/policies';
export type { RateLimitOptions } from './proxy/rate-limit';
export type { NodeListenerOptions } from '../node/adapter';
// What the client's calls take and answer (PaykitApi), by name.
export type { DocumentUpload } from './client/connected-accounts';
export type { DeliveryQuery, ListQuery } from './client/webhooks';
// Types owned by another entry, re-exported from it by its public name (its report documents them).
export type {
  AccountVerificationEventData,
  Address,
  KycBody,
  Page,
  Payment,
  PaymentEventData,
  PaymentLink,
  Transaction,
  WebhookEvent,
  WebhookEventKind,
} from 'paykit/schemas';
