/**
 * paykit/schemas — what a user of the service needs, isomorphic (no DOM, no Node APIs, no secrets):
 * the types of every resource, request and response; zod/mini schemas for what a user builds
 * (request bodies) or receives unasked (webhook events); the status and enum lists; `money`;
 * `formatAmount` (an amount in a locale's notation, as the widget shows it); the error classes; id
 * prefixes; ABN/ACN checks; file-type sniffing; country codes. No 'use client': server code and
 * React Server Components import it.
 *
 * Explicit lists on purpose: building blocks (sub-schemas, field primitives, issue formatting,
 * rule helpers) stay exported from their own files for the kit's internal use, not from here.
 */

// ── Money, errors, ids and checks ───────────────────────────────────────────
export * as money from './money';
export { formatAmount } from './format-amount';
export {
  PaykitError,
  PaykitApiError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  PayloadTooLargeError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  PaykitConnectionError,
  PaykitTimeoutError,
  PaykitUpstreamInvalidError,
  type ApiErrorInit,
} from './errors';
export { ID_PREFIX, hasPrefix, type IdKind } from './ids';
export { isValidAbn, isValidAcn, auBusinessNumberKind, formatAbn, formatAcn, formatAuBusinessNumber, type AuBusinessNumberKind } from './au-business-number';
export { detectFileType, ACCEPTED_DOCUMENT_CONTENT_TYPES, FILE_TYPE_HEADER_BYTES, type DetectedFileType, type DocumentContentType } from './file-type';
export { ISO_COUNTRY_CODES, isCountryCode } from './schemas/countries';
export { errorEnvelope, type ErrorEnvelope, type Address, type Page } from './schemas/primitives';

// ── Payment links, payments, transactions, balances ─────────────────────────
export {
  PAYMENT_ASSETS,
  PAYMENT_NETWORKS,
  NETWORK_OF_ASSET,
  PAYMENT_LINK_STATUSES,
  PAYMENT_LINK_DESCRIPTION_MAX,
  TRANSACTION_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_REFERENCE_MAX,
  SIMULATED_PAYMENT_OUTCOMES,
  createPaymentLinkRequest,
  createPaymentRequest,
  type PaymentAsset,
  type PaymentNetwork,
  type PaymentLinkStatus,
  type CreatePaymentLinkRequest,
  type CreatePaymentLinkParsed,
  type PaymentLinkSummary,
  type PaymentLink,
  type PaymentLinkPage,
  type PaymentLinkListParams,
  type TransactionStatus,
  type Transaction,
  type TransactionPage,
  type TransactionListParams,
  type PaymentStatus,
  type CreatePaymentRequest,
  type CreatePaymentParsed,
  type PayerInstructions,
  type Payment,
  type SimulatedPaymentOutcome,
  type SimulatePaymentRequest,
  type SimulatePaymentParsed,
  type WalletBalance,
  type WalletBalances,
  type AccountDetails,
} from './schemas/payments';

// ── FX quotes and conversions ───────────────────────────────────────────────
export {
  FX_CURRENCIES,
  CONVERSION_TYPES,
  CONVERSION_STATUSES,
  isFxCurrency,
  fxQuoteRequest,
  fxConversionRequest,
  type FxCurrency,
  type ConversionType,
  type ConversionStatus,
  type FxQuoteRequestInput,
  type FxQuoteRequest,
  type FxConversionRequestInput,
  type FxConversionRequest,
  type FxQuote,
  type FxConversion,
  type SimulateConversionRequestInput,
  type SimulateConversionRequest,
} from './schemas/fx';

// ── Payouts ─────────────────────────────────────────────────────────────────
export {
  PAYOUT_STATUSES,
  PAYOUT_NETWORKS,
  isNetworkAddress,
  createPayoutRequest,
  type PayoutStatus,
  type PayoutNetwork,
  type PayoutDestinationInput,
  type PayoutDestination,
  type BankAccountDestination,
  type CryptoWalletDestination,
  type CreatePayoutRequestInput,
  type CreatePayoutRequest,
  type Payout,
  type SimulatePayoutRequestInput,
  type SimulatePayoutRequest,
  type SandboxPayout,
} from './schemas/payouts';

// ── Connected accounts, KYC, KYB, documents, virtual accounts ───────────────
export {
  CUSTOMER_TYPES,
  VERIFICATION_STATUSES,
  REJECTION_REASONS,
  REQUIRED_INFO_ITEMS,
  CAPABILITY_NAMES,
  createConnectedAccountBody,
  activateCapabilitiesBody,
  type CustomerType,
  type AccountVerificationStatus,
  type RejectionReason,
  type RequiredInfoItem,
  type CapabilityName,
  type CreateConnectedAccountBody,
  type AccountSubmission,
  type ConnectedAccount,
  type SandboxAccount,
  type ActivateCapabilitiesBody,
  type AccountCapabilities,
  type SetVerificationBody,
} from './schemas/connected-account';
export {
  ID_TYPES,
  AU_STATES,
  kycBody,
  kycRuleIssues,
  type IdType,
  type AuState,
  type KycBody,
  type RuleIssue,
  type AddressRuleFields,
  type PersonRuleFields,
} from './schemas/kyc';
export { BUSINESS_TYPES, kybBody, kybRuleIssues, type BusinessType, type BeneficialOwner, type KybBody, type BusinessRuleFields } from './schemas/kyb';
export {
  KYC_DOCUMENT_TYPES,
  KYB_DOCUMENT_TYPES,
  DOCUMENT_TYPES,
  DOCUMENT_MAX_BYTES,
  LIVENESS_STATUSES,
  type KycDocumentType,
  type KybDocumentType,
  type DocumentType,
  type AccountDocument,
  type LivenessStatus,
  type LivenessSession,
} from './schemas/documents';
export { SOLANA_ASSETS, type VirtualAccount } from './schemas/virtual-accounts';

// ── Webhooks ────────────────────────────────────────────────────────────────
export {
  WEBHOOK_EVENT_KINDS,
  SIGNATURE_HEADER,
  createWebhookEndpointRequest,
  webhookEvent,
  webhookEnvelope,
  type WebhookEventKind,
  type CreateWebhookEndpointRequest,
  type WebhookEndpoint,
  type CreatedWebhookEndpoint,
  type PaymentEventData,
  type WebhookEventOf,
  type AccountVerificationEventData,
  type WebhookEvent,
  type WebhookEnvelope,
  type WebhookDeliveryStatus,
  type WebhookDeliveryAttempt,
  type WebhookDelivery,
} from './schemas/webhooks';

// ── What the proxy shows a browser ──────────────────────────────────────────
export {
  FINAL_PAYMENT_STATES,
  type PaymentState,
  type PaymentView,
  type PaymentLinkView,
  type CheckoutView,
  type OnboardingAccountView,
  type VirtualAccountView,
} from './schemas/views';
