/** The proxy's whole surface (docs/architecture.md#proxy-operations). Anything else is a 404. */
import { Router, type RoutePattern } from '../../web/router';
import * as dashboard from './operations/dashboard';
import { checkout as linkCheckout } from './link-checkout';
import { uploadDocument } from './operations/documents';
import * as money from './operations/money';
import * as onboarding from './operations/onboarding';
import * as payments from './operations/payments';
import { receiveWebhook } from './operations/webhooks';
import type { OperationContext } from './features';
import type { OperationName } from './policies';

/** One proxy operation: its method, its path under the mount point and what runs it. */
export interface ProxyRoute extends RoutePattern {
  /** The method the operation answers. */
  method: 'GET' | 'POST';
  /** The path under the mount point, e.g. "/payments/:paymentId". */
  path: string;
  /** null for the webhook receiver: the service calls it, not a browser. */
  operation: OperationName | null;
  /** Answers the request once origin, rate limit and authorization have passed. */
  run: (ctx: OperationContext) => Promise<Response>;
}

const route = (method: 'GET' | 'POST', path: string, operation: OperationName | null, run: ProxyRoute['run']): ProxyRoute => ({
  method,
  path,
  operation,
  run,
});

export const ROUTES: readonly ProxyRoute[] = [
  route('GET', '/payments/:paymentId', 'payments.retrieve', payments.retrievePayment),
  route('GET', '/payments/:paymentId/events', 'payments.events', payments.paymentEvents),
  route('POST', '/payments', 'payments.create', payments.createPayment),
  route('POST', '/payment-links', 'paymentLinks.create', dashboard.createPaymentLink),
  route('GET', '/payment-links', 'paymentLinks.list', dashboard.listPaymentLinks),
  route('GET', '/payment-links/:linkId', 'paymentLinks.retrieve', payments.retrievePaymentLink),
  route('POST', '/payment-links/:linkId/checkout', 'paymentLinks.checkout', linkCheckout),
  route('POST', '/webhooks', null, receiveWebhook),
  route('GET', '/onboarding/account', 'onboarding.account.retrieve', onboarding.retrieveAccount),
  route('POST', '/onboarding/account', 'onboarding.account.create', onboarding.createAccount),
  route('POST', '/onboarding/kyc', 'onboarding.kyc', onboarding.submitKyc),
  route('POST', '/onboarding/kyb', 'onboarding.kyb', onboarding.submitKyb),
  route('POST', '/onboarding/documents', 'onboarding.documents', uploadDocument),
  route('POST', '/onboarding/liveness', 'onboarding.liveness', onboarding.startLiveness),
  route('POST', '/onboarding/resubmit', 'onboarding.resubmit', onboarding.resubmit),
  route('POST', '/onboarding/capabilities', 'onboarding.capabilities', onboarding.activateCapabilities),
  route('GET', '/onboarding/virtual-account', 'onboarding.virtualAccount.retrieve', onboarding.retrieveVirtualAccount),
  route('POST', '/onboarding/virtual-account', 'onboarding.virtualAccount.issue', onboarding.issueVirtualAccount),
  route('GET', '/balances', 'balances.list', money.listBalances),
  route('POST', '/fx/quotes', 'fx.quotes.create', money.createQuote),
  route('POST', '/fx/conversions', 'fx.conversions.create', money.createConversion),
  route('GET', '/fx/conversions/:conversionId', 'fx.conversions.retrieve', money.retrieveConversion),
  route('GET', '/transactions', 'transactions.list', money.listTransactions),
  route('GET', '/transactions/:transactionId', 'transactions.retrieve', dashboard.retrieveTransaction),
];

/** The routes above, looked up on the segments operationPath has already vetted and decoded. */
export const ROUTER = new Router<ProxyRoute>().add(...ROUTES);
