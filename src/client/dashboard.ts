/**
 * The dashboard's calls through the merchant's proxy: FX quotes and conversions, transactions and
 * payment links. Plain functions taking the client, like the onboarding ones, so a checkout page
 * never bundles them. The proxy decides whose account and whether the caller may (`authorize`).
 */
import type * as z from 'zod/mini';
import { fxConversion, fxQuoteView, type FxConversion, type FxConversionRequestInput, type FxQuoteRequestInput } from '../shared/schemas/fx';
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

/**
 * A quote as the proxy answers it: the service's quote plus `server_time`, the service's clock
 * when the answer left the proxy, so a countdown to `quote_expiry` runs on the service's time.
 */
export type FxQuoteView = z.infer<typeof fxQuoteView>;

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

/** A locked rate for both amounts until `quote_expiry` (give sell_amount or buy_amount, not both). */
export function createFxQuote(client: DashboardClient, body: FxQuoteRequestInput, options: ProxyCallOptions = {}): Promise<FxQuoteView> {
  return onboardingRequest(client, fxQuoteView, 'POST', '/fx/quotes', { body, signal: options.signal });
}

/** Converts at the live rate (`conversion_type: 'rate'`) or at a quote's locked rate (`'quote'` with its quote_id). */
export function createFxConversion(client: DashboardClient, body: FxConversionRequestInput, options: ProxyCallOptions = {}): Promise<FxConversion> {
  return onboardingRequest(client, fxConversion, 'POST', '/fx/conversions', { body, signal: options.signal });
}

/** One conversion, with its status and failure_reason when it failed. */
export function getFxConversion(client: DashboardClient, conversionId: string, options: ProxyCallOptions = {}): Promise<FxConversion> {
  return onboardingRequest(client, fxConversion, 'GET', `/fx/conversions/${segment(conversionId)}`, { signal: options.signal });
}

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
