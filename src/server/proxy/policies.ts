/**
 * The merchant's decisions, asked per request on the server (`policies` of PaykitHandlerOptions),
 * the names of the operations they decide on, and the policies settled once with their defaults.
 */

import type { CapabilityName, CreateConnectedAccountBody, CreatePaymentRequest } from 'paykit/schemas';

/** The name of each operation the proxy serves, as passed to `authorize`. */
export type OperationName =
  | 'payments.retrieve'
  | 'payments.events'
  | 'payments.create'
  | 'paymentLinks.retrieve'
  | 'paymentLinks.checkout'
  | 'paymentLinks.create'
  | 'paymentLinks.list'
  | 'onboarding.account.retrieve'
  | 'onboarding.account.create'
  | 'onboarding.kyc'
  | 'onboarding.kyb'
  | 'onboarding.documents'
  | 'onboarding.liveness'
  | 'onboarding.resubmit'
  | 'onboarding.capabilities'
  | 'onboarding.virtualAccount.retrieve'
  | 'onboarding.virtualAccount.issue'
  | 'balances.list'
  | 'fx.quotes.create'
  | 'fx.conversions.create'
  | 'fx.conversions.retrieve'
  | 'transactions.list'
  | 'transactions.retrieve';

/** Operations refused unless `authorize` says yes (they touch money or the merchant's dashboard). */
export const DENIED_WITHOUT_AUTHORIZE: ReadonlySet<OperationName> = new Set([
  'fx.quotes.create',
  'fx.conversions.create',
  'fx.conversions.retrieve',
  'transactions.list',
  'transactions.retrieve',
  'paymentLinks.create',
  'paymentLinks.list',
]);

/** What `createPayment` decides: the payment to create (amount, currency, reference) and for whom. */
export interface PaymentDecision extends CreatePaymentRequest {
  /** Take the payment for a connected account instead of the platform. */
  onBehalfOf?: string;
}

/** A value, or a promise of one: a policy may answer at once or after a look-up. */
export type Awaitable<T> = T | Promise<T>;

/** `policies` of PaykitHandlerOptions: the merchant's decisions, asked per request on the server. */
export interface PaykitPolicies {
  /** Decides amount, currency and reference from the untrusted body (an order id, say); return null to refuse. */
  createPayment?: (request: Request, body: Record<string, unknown>) => Awaitable<PaymentDecision | null>;
  /** The signed-in user's connected account id, or null when there is none. */
  resolveAccount?: (request: Request) => Awaitable<string | null>;
  /**
   * This request comes from the merchant's own staff (your staff sign-in, checked here on the
   * server): balances and FX then act on the platform's own account instead of resolveAccount's
   * connected account. Only a literal `true` counts; default: never. Nothing the browser sends
   * decides it unless you make it so: read your own session, never a header or a query value.
   * FX still needs `authorize`.
   */
  actsAsPlatform?: (request: Request) => Awaitable<boolean>;
  /** Decides the new account's fields from the untrusted body; return null to refuse. */
  createAccount?: (request: Request, body: Record<string, unknown>) => Awaitable<CreateConnectedAccountBody | null>;
  /** Called once the account exists so the merchant can link it to the user (resolveAccount must find it next time). */
  onAccountCreated?: (request: Request, accountId: string) => Awaitable<void>;
  /** Yes/no for each operation; FX, transactions and creating or listing payment links are refused when this is not set. */
  authorize?: (request: Request, operation: OperationName) => Awaitable<boolean>;
  /** Capabilities a customer may switch on from the browser (default: inbound_payments). */
  allowedCapabilities?: CapabilityName[];
}

/** The merchant's decisions, defaults filled in. */
export interface ProxyPolicies extends Omit<PaykitPolicies, 'allowedCapabilities'> {
  allowedCapabilities: CapabilityName[];
}

/** Each policy picked by name: whatever else the merchant's object holds stays out of reach. */
export function resolvePolicies(policies: PaykitPolicies): ProxyPolicies {
  return {
    createPayment: policies.createPayment,
    resolveAccount: policies.resolveAccount,
    actsAsPlatform: policies.actsAsPlatform,
    createAccount: policies.createAccount,
    onAccountCreated: policies.onAccountCreated,
    authorize: policies.authorize,
    allowedCapabilities: policies.allowedCapabilities ?? ['inbound_payments'],
  };
}
