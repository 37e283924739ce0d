/** paykit/server — Node 20+ or any Web-standard runtime. Holds the API key; never import it in a browser. */
export {
  createPaykitClient,
  type PaykitClient,
  type ClientOptions,
  type RequestOptions,
  type SandboxClock,
  type SandboxPaymentListParams,
  type SandboxAccountListParams,
  type SandboxPayoutListParams,
} from './client';
export { parseRetryAfter } from '../web/retry-after';
export { toNodeListener, toWebRequest, writeWebResponse, type WebHandler } from '../node/adapter';
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
export {
  SIGNATURE_HEADER,
  WEBHOOK_EVENT_KINDS,
  type WebhookEvent,
  type WebhookEventKind,
  type WebhookEnvelope,
  type PaymentEventData,
  type AccountVerificationEventData,
  type WebhookEndpoint,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointRequest,
} from '../shared/schemas/webhooks';
// The backend proxy the browser talks to.
export * from './proxy';
export { clientAddress, incomingMessageOf } from '../node/request-context';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { UpstreamInfo } from './client/transport';
export type { Awaitable } from './proxy/policies';
export type { RateLimitOptions } from './proxy/rate-limit';
export type { NodeListenerOptions } from '../node/adapter';
export type { AccountVerificationStatus, CapabilityName } from '../shared/schemas/account-vocabulary';
export type { CreateConnectedAccountBody } from '../shared/schemas/connected-account';
export type { CreatePaymentRequest, Payment, PaymentLink, PaymentStatus } from '../shared/schemas/payments';
export type { PayoutStatus } from '../shared/schemas/payouts';
// The named types the server's answers and bodies are built from.
export type { CustomerType, RejectionReason, RequiredInfoItem } from '../shared/schemas/account-vocabulary';
export type { AccountSubmission } from '../shared/schemas/account-status';
export type { PayerInstructions, PaymentAsset, PaymentLinkStatus } from '../shared/schemas/payments';
export type { WebhookEventOf } from '../shared/schemas/webhooks';
export type { DocumentType, LivenessStatus } from '../shared/schemas/account-vocabulary';
export type { PaymentNetwork } from '../shared/schemas/payments';
