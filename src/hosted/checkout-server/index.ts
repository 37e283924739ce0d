/**
 * paykit/checkout-server — Node: the hosted checkout (`/pay/<link id>`) as a Web-standard handler
 * to mount in an app, as the `paykit-checkout` bin serves it.
 */
export { createCheckoutServer, DEFAULT_PAGE_DIR, type CheckoutServer } from './checkout-server';
export type { CheckoutServerOptions, HostedProxyOptions } from './options';
export type { DrainResult } from './draining';
export type { Readiness, CheckState } from './readiness';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { PaykitClient } from '../../server/client';
export type { RequestOptions, UpstreamInfo } from '../../server/client/transport';
export type { PaykitHandlerOptions, PaykitHttpOptions, PaykitLimitsOptions, PaykitUpstreamOptions, PaykitWebhookOptions } from '../../server/proxy/options';
export type { Awaitable, OperationName, PaykitPolicies, PaymentDecision } from '../../server/proxy/policies';
export type { RateLimitOptions } from '../../server/proxy/rate-limit';
export type { ReadPayments } from '../../server/proxy/read-payments';
export type { ReceiptOptions } from '../../server/proxy/receipt';
export type { CheckoutClaim, StatusStore, StoredStatus, VirtualAccountClaim } from '../../server/proxy/status-store';
export type { CapabilityName, CustomerType } from '../../shared/schemas/account-vocabulary';
export type { CreateConnectedAccountBody } from '../../shared/schemas/connected-account';
export type { CreatePaymentRequest, PaymentAsset } from '../../shared/schemas/payments';
export type { PaymentState, PaymentView, VirtualAccountView } from '../../shared/schemas/views';
export type { AccountVerificationEventData, PaymentEventData, WebhookEvent, WebhookEventOf } from '../../shared/schemas/webhooks';
export type { ConnectionInfo } from '../../web/connection';
