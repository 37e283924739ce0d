/** paykit/client — the browser's client of the merchant's proxy: requests, and live payment status over SSE or polling. */
export { PaykitError, PaykitApiError, PaykitConnectionError, PaykitTimeoutError, PaykitUpstreamInvalidError, NotFoundError, RateLimitError } from '../shared/errors';
export { FINAL_PAYMENT_STATES, type PaymentState } from '../shared/schemas/views';
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
export { createFxQuote, createFxConversion, getFxConversion, type FxQuoteView } from './fx';
export { listTransactions, getTransaction, createPaymentLink, listPaymentLinks } from './dashboard';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { ConnectionEvent } from './connection';
// What the error classes' constructors take (the classes are this entry's values, so their types are too).
export type { ApiErrorInit } from '../shared/errors';

// Types owned by another entry, re-exported from it by its public name (its report documents them).
export type { Address, KycBody, Page, PaymentLink, Transaction } from 'paykit/schemas';
