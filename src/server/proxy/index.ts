export { createPaykitHandler, type PaykitHandler } from './handler';
export type { PageCheckout } from './page-checkout';
export type {
  PaykitHandlerOptions,
  PaykitUpstreamOptions,
  PaykitLimitsOptions,
  PaykitPolicies,
  PaykitWebhookOptions,
  PaykitHttpOptions,
  OperationName,
  PaymentDecision,
} from './options';
export type { ReceiptOptions } from './receipt';
export type { ReadPayments } from './read-payments';
export {
  MemoryStatusStore,
  FINAL_STATES,
  StatusStoreUnavailableError,
  type MemoryStatusStoreOptions,
  type StatusStore,
  type StoredStatus,
  type CheckoutClaim,
  type VirtualAccountClaim,
  type PaymentView,
  type PaymentState,
} from './status-store';
// For a custom clientKey built from a load balancer's client-IP header: IPv6 clients keyed by network.
export { addressBucket, DEFAULT_IPV6_PREFIX } from '../../web/address-bucket';
export type { CheckoutView, OnboardingAccountView, PaymentLinkView, VirtualAccountView } from 'paykit/schemas';
