/**
 * The dashboard's calls through the merchant's proxy: transactions and payment links (FX quotes
 * and conversions: fx.ts). Plain functions taking the client, like the onboarding ones, so a checkout page
 * never bundles them. The proxy decides whose account and whether the caller may (`authorize`).
 */
import {
  paymentLink,
  paymentLinkPage,
  transaction,
  transactionPage,
  type CreatePaymentLinkRequest,
  type PaymentLink,
  type PaymentLinkListParams,
  type PaymentLinkPage,
  type Transaction,
  type TransactionListParams,
  type TransactionPage,
} from '../shared/schemas/payments';
import { onboardingRequest, type OnboardingClient } from './onboarding-request';
import type { ProxyCallOptions } from './request';

/** The part of a ProxyClient the dashboard functions use (the same as onboarding's). */
export type DashboardClient = OnboardingClient;

/** A query string of the given parameters, leaving out those not set; '' when none is. */
function query(params: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

const segment = (id: string) => encodeURIComponent(id);

/** One page of transactions, filtered as the service allows (status, payment link, currency, from/to: docs/service-contract.md#transactions). */
export function listTransactions(client: DashboardClient, params: TransactionListParams = {}, options: ProxyCallOptions = {}): Promise<TransactionPage> {
  return onboardingRequest(client, transactionPage, 'GET', `/transactions${query(params)}`, { signal: options.signal });
}

/** One transaction, with tx_hash, confirmed_at and settled_at. */
export function getTransaction(client: DashboardClient, transactionId: string, options: ProxyCallOptions = {}): Promise<Transaction> {
  return onboardingRequest(client, transaction, 'GET', `/transactions/${segment(transactionId)}`, { signal: options.signal });
}

/** Creates a payment link (amount, currency, optional description); answers it with its url. */
export function createPaymentLink(client: DashboardClient, body: CreatePaymentLinkRequest, options: ProxyCallOptions = {}): Promise<PaymentLink> {
  return onboardingRequest(client, paymentLink, 'POST', '/payment-links', { body, signal: options.signal });
}

/** One page of payment links, optionally only those in one status. */
export function listPaymentLinks(client: DashboardClient, params: PaymentLinkListParams = {}, options: ProxyCallOptions = {}): Promise<PaymentLinkPage> {
  return onboardingRequest(client, paymentLinkPage, 'GET', `/payment-links${query(params)}`, { signal: options.signal });
}
