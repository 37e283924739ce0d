/** Payment links, payments, transactions, account details and wallet balances; plus the payment simulator. */
import type {
  AccountDetails,
  CreatePaymentLinkRequest,
  CreatePaymentRequest,
  Payment,
  PaymentLink,
  PaymentStatus,
  PaymentLinkListParams,
  PaymentLinkPage,
  SimulatePaymentRequest,
  Transaction,
  TransactionListParams,
  TransactionPage,
  WalletBalances,
} from '../../shared/schemas/payments';
import type { Page } from '../../shared/schemas/primitives';
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

export function paymentsApi(t: Transport) {
  return {
    accounts: {
      /** The platform's own account details. */
      retrieveMe: (call: RequestOptions = {}) => t.request<AccountDetails>({ ...call, method: 'GET', path: '/v1/accounts/me' }),
    },
    balances: {
      /** The platform's balances, or a connected account's with `call.onBehalfOf`. */
      list: (call: RequestOptions = {}) => t.request<WalletBalances>({ ...call, method: 'GET', path: '/v1/accounts/me/wallet/balances' }),
      listForAccount: (accountId: string, call: RequestOptions = {}) =>
        t.request<WalletBalances>({ ...call, method: 'GET', path: `/api/v1/accounts/${id(accountId)}/wallet/balances` }),
    },
    payments: {
      /** A payment request with payer instructions; `reference` set to a payment link id pays through that link. */
      create: (body: CreatePaymentRequest, call: RequestOptions = {}) => t.request<Payment>({ ...call, method: 'POST', path: '/v1/payments', body }),
      /** Sandbox extension of the spec: reads a payment back. */
      retrieve: (paymentId: string, call: RequestOptions = {}) => t.request<Payment>({ ...call, method: 'GET', path: `/v1/payments/${id(paymentId)}` }),
    },
    paymentLinks: {
      create: (body: CreatePaymentLinkRequest, call: RequestOptions = {}) => t.request<PaymentLink>({ ...call, method: 'POST', path: '/v1/payment-links', body }),
      list: (params: PaymentLinkListParams = {}, call: RequestOptions = {}) =>
        t.request<PaymentLinkPage>({ ...call, method: 'GET', path: '/v1/payment-links', query: { ...params } }),
      retrieve: (linkId: string, call: RequestOptions = {}) => t.request<PaymentLink>({ ...call, method: 'GET', path: `/v1/payment-links/${id(linkId)}` }),
    },
    transactions: {
      list: (params: TransactionListParams = {}, call: RequestOptions = {}) =>
        t.request<TransactionPage>({ ...call, method: 'GET', path: '/v1/transactions', query: { ...params } }),
      retrieve: (transactionId: string, call: RequestOptions = {}) =>
        t.request<Transaction>({ ...call, method: 'GET', path: `/v1/transactions/${id(transactionId)}` }),
    },
  };
}

export function paymentsSandboxApi(t: Transport) {
  return {
    /** Applies an outcome (settled, expired, underpaid, overpaid) to a payment; answers the updated payment. */
    simulatePayment: (paymentId: string, body: SimulatePaymentRequest, call: RequestOptions = {}) =>
      t.request<Payment>({ ...call, method: 'POST', path: `/v1/sandbox/payments/${id(paymentId)}/simulate`, body }),
    /** Sandbox extension: every payment (the platform's key sees its accounts' too), newest first. */
    listPayments: (params: SandboxPaymentListParams = {}, call: RequestOptions = {}) =>
      t.request<Page<Payment>>({ ...call, method: 'GET', path: '/v1/sandbox/payments', query: { ...params } }),
  };
}
