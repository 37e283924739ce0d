/** paykit/client — the browser's client of the merchant's proxy: requests, and live payment status over SSE or polling. */
export { PaykitError, PaykitApiError, PaykitConnectionError, PaykitTimeoutError, PaykitUpstreamInvalidError, NotFoundError, RateLimitError } from '../shared/errors';
export type { PaymentView, PaymentState, PaymentLinkView, CheckoutView } from '../shared/schemas/views';
export { FINAL_PAYMENT_STATES } from '../shared/schemas/views';
export { createProxyClient, type ProxyClient, type ProxyClientOptions, type SubscribeOptions } from './proxy-client';
// Payment links: plain functions taking the client, so a page that only shows a payment never carries them.
export { getPaymentLink, checkoutPaymentLink, type CheckoutOptions, type PaymentLinkClient } from './payment-links';
export type { PaymentEvent, PaymentListener, ConnectionState, SubscriptionTuning } from './subscription';
export type { PageSignals } from './page';
export type { ProxyCallOptions } from './request';
export { parseRetryAfter } from '../web/retry-after';
export { backoffDelay, type Jitter, type BackoffOptions } from '../web/backoff';

// Onboarding: plain functions taking the client, so checkout-only bundles never carry them.
// The client they take (OnboardingClient and DashboardClient are its deprecated names).
export type { ProxyCallClient, OnboardingClient, DashboardClient } from './proxy-call';
export type { ProxyRequestInit } from './proxy-client';
export type { OnboardingAccountView, VirtualAccountView } from '../shared/schemas/views';
export { PayloadTooLargeError, PermissionDeniedError, BadRequestError, AuthenticationError, UnprocessableEntityError } from '../shared/errors';
export {
  findOnboardingAccount,
  getOnboardingAccount,
  createOnboardingAccount,
  submitKyc,
  submitKyb,
  startLiveness,
  resubmit,
  activateCapabilities,
  getVirtualAccount,
  issueVirtualAccount,
} from './onboarding';
// Its own module: the onboarding functions' pages never carry the balances reader.
export { getBalances } from './balances';
export { uploadDocument, type UploadDocumentOptions, type UploadProgress, type DocumentUploadFn } from './onboarding-upload';
export {
  watchOnboardingAccount,
  peekOnboardingAccount,
  isAccountSettled,
  type OnboardingAccountEvent,
  type OnboardingAccountListener,
  type WatchOnboardingOptions,
} from './onboarding-watch';

// Dashboards: FX, transactions and payment links, also plain functions taking the client.
export type { FxQuote, FxConversion, FxQuoteRequestInput, FxConversionRequestInput } from '../shared/schemas/fx';
export type {
  WalletBalance,
  WalletBalances,
  Transaction,
  TransactionPage,
  TransactionListParams,
  TransactionStatus,
  PaymentLink,
  PaymentLinkSummary,
  PaymentLinkPage,
  PaymentLinkListParams,
  PaymentLinkStatus,
  CreatePaymentLinkRequest,
} from '../shared/schemas/payments';
export { createFxQuote, createFxConversion, getFxConversion, type FxQuoteView } from './fx';
export { listTransactions, getTransaction, createPaymentLink, listPaymentLinks } from './dashboard';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { ConnectionEvent } from './connection';
export type { ApiErrorInit } from '../shared/errors';
export type { CapabilityName, DocumentType, KybDocumentType, KycDocumentType } from '../shared/schemas/account-vocabulary';
export type { AccountDocument, LivenessSession } from '../shared/schemas/documents';
export type { KybBody } from '../shared/schemas/kyb';
export type { KycBody } from '../shared/schemas/kyc';
// The named types the client's answers and bodies are built from, so a user's editor shows a name, not a private schema.
export type { AccountVerificationStatus, BusinessType, CustomerType, IdType, RejectionReason, RequiredInfoItem } from '../shared/schemas/account-vocabulary';
export type { AccountSubmission } from '../shared/schemas/account-status';
export type { Address } from '../shared/schemas/form-fields';
export type { BeneficialOwner } from '../shared/schemas/kyb';
export type { ConversionStatus, ConversionType, FxCurrency } from '../shared/schemas/fx-vocabulary';
export type { PaymentAsset } from '../shared/schemas/payments';
export type { Page } from '../shared/schemas/primitives';
export type { LivenessStatus } from '../shared/schemas/account-vocabulary';
