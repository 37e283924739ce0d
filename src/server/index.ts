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
// What the client's calls take and answer (PaykitApi), by name.
export type { DocumentUpload } from './client/connected-accounts';
export type { DeliveryQuery, ListQuery } from './client/webhooks';
export type { KybDocumentType, KycDocumentType } from '../shared/schemas/account-vocabulary';
export type { AccountCapabilities, ConnectedAccount, SandboxAccount, SetVerificationBody } from '../shared/schemas/connected-account';
export type { AccountDocument, LivenessSession } from '../shared/schemas/documents';
export type { FxConversion, FxConversionRequestInput, FxQuote, FxQuoteRequestInput, SimulateConversionRequestInput } from '../shared/schemas/fx';
export type { KybBody } from '../shared/schemas/kyb';
export type { KycBody } from '../shared/schemas/kyc';
export type {
  AccountDetails,
  CreatePaymentLinkRequest,
  PaymentLinkListParams,
  PaymentLinkPage,
  SimulatePaymentRequest,
  Transaction,
  TransactionListParams,
  TransactionPage,
  WalletBalances,
} from '../shared/schemas/payments';
export type { CreatePayoutRequestInput, Payout, SandboxPayout, SimulatePayoutRequestInput } from '../shared/schemas/payouts';
export type { Page } from '../shared/schemas/primitives';
export type { VirtualAccount } from '../shared/schemas/virtual-accounts';
export type { WebhookDelivery } from '../shared/schemas/webhooks';
export type { BusinessType, IdType } from '../shared/schemas/account-vocabulary';
export type { Address } from '../shared/schemas/form-fields';
export type { BeneficialOwner } from '../shared/schemas/kyb';
export type { ConversionStatus, ConversionType, FxCurrency } from '../shared/schemas/fx-vocabulary';
export type { PaymentLinkSummary, SimulatedPaymentOutcome, WalletBalance } from '../shared/schemas/payments';
export type { TransactionStatus } from '../shared/schemas/transactions';
export type { BankAccountDestination, CryptoWalletDestination, PayoutDestination, PayoutDestinationInput, PayoutNetwork } from '../shared/schemas/payouts';
export type { WebhookDeliveryAttempt, WebhookDeliveryStatus } from '../shared/schemas/webhooks';
