/** Payment links, payments, transactions, account details and wallet balances; plus the payment simulator. */
import type { PaymentLink } from 'paykit/schemas';
import type {
  CreatePaymentLinkRequest,
  CreatePaymentRequest,
  PaymentLinkListParams,
  PaymentStatus,
  SimulatePaymentRequest,
  TransactionListParams,
} from 'paykit/schemas';
import {
  accountDetails,
  payment,
  paymentLink,
  paymentLinkPage,
  PAYMENT_LINK_DESCRIPTION_MAX,
  transaction,
  transactionPage,
  walletBalances,
} from '../../shared/schemas/payments';
import { page } from '../../shared/schemas/primitives';
import { answered } from './answered';
import { clipText } from './clip-text';
import type { RequestOptions, Transport } from './transport';

/** Query of the sandbox's payment list (control panel only). */
export interface SandboxPaymentListParams {
  /** Page size, 1 to 100 (the sandbox's default 20). */
  limit?: number;
  /** How many entries to skip, newest first (default 0). */
  offset?: number;
  /** Only payments in this status. */
  status?: PaymentStatus;
}

const id = encodeURIComponent;

const paymentPage = page(payment);

export function paymentsApi(t: Transport) {
  const request = answered(t);
  return {
    accounts: {
      /** The platform's own account details. */
      retrieveMe: (call: RequestOptions = {}) => request('accounts.retrieveMe', accountDetails, { ...call, method: 'GET', path: '/v1/accounts/me' }),
    },
    balances: {
      /** The platform's balances, or a connected account's with `call.onBehalfOf`. */
      list: (call: RequestOptions = {}) => request('balances.list', walletBalances, { ...call, method: 'GET', path: '/v1/accounts/me/wallet/balances' }),
      listForAccount: (accountId: string, call: RequestOptions = {}) =>
        request('balances.listForAccount', walletBalances, { ...call, method: 'GET', path: `/api/v1/accounts/${id(accountId)}/wallet/balances` }),
    },
    payments: {
      /** A payment request with payer instructions; `reference` set to a payment link id pays through that link. */
      create: (body: CreatePaymentRequest, call: RequestOptions = {}) =>
        request('payments.create', payment, { ...call, method: 'POST', path: '/v1/payments', body }),
      /** Sandbox extension: reads a payment back (docs/service-contract.md#payments). */
      retrieve: (paymentId: string, call: RequestOptions = {}) =>
        request('payments.retrieve', payment, { ...call, method: 'GET', path: `/v1/payments/${id(paymentId)}` }),
    },
    paymentLinks: {
      create: (body: CreatePaymentLinkRequest, call: RequestOptions = {}) =>
        request('paymentLinks.create', paymentLink, { ...call, method: 'POST', path: '/v1/payment-links', body }).then(boundedDescription),
      list: (params: PaymentLinkListParams = {}, call: RequestOptions = {}) =>
        request('paymentLinks.list', paymentLinkPage, { ...call, method: 'GET', path: '/v1/payment-links', query: { ...params } }),
      retrieve: (linkId: string, call: RequestOptions = {}) =>
        request('paymentLinks.retrieve', paymentLink, { ...call, method: 'GET', path: `/v1/payment-links/${id(linkId)}` }).then(boundedDescription),
    },
    transactions: {
      list: (params: TransactionListParams = {}, call: RequestOptions = {}) =>
        request('transactions.list', transactionPage, { ...call, method: 'GET', path: '/v1/transactions', query: { ...params } }),
      retrieve: (transactionId: string, call: RequestOptions = {}) =>
        request('transactions.retrieve', transaction, { ...call, method: 'GET', path: `/v1/transactions/${id(transactionId)}` }),
    },
  };
}

/**
 * A description is shown to payers as the service sent it; one longer than a link may be created
 * with (PAYMENT_LINK_DESCRIPTION_MAX, which the forms and the proxy apply) is cut there, not refused:
 * the service sets no length (docs/service-contract.md#payment-links), and the link must still open.
 */
function boundedDescription(link: PaymentLink): PaymentLink {
  return link.description === undefined ? link : { ...link, description: clipText(link.description, PAYMENT_LINK_DESCRIPTION_MAX) };
}

export function paymentsSandboxApi(t: Transport) {
  const request = answered(t);
  return {
    /** Applies an outcome (settled, expired, underpaid, overpaid) to a payment; answers the updated payment. */
    simulatePayment: (paymentId: string, body: SimulatePaymentRequest, call: RequestOptions = {}) =>
      request('sandbox.simulatePayment', payment, { ...call, method: 'POST', path: `/v1/sandbox/payments/${id(paymentId)}/simulate`, body }),
    /** Sandbox extension: every payment (the platform's key sees its accounts' too), newest first. */
    listPayments: (params: SandboxPaymentListParams = {}, call: RequestOptions = {}) =>
      request('sandbox.listPayments', paymentPage, { ...call, method: 'GET', path: '/v1/sandbox/payments', query: { ...params } }),
  };
}
