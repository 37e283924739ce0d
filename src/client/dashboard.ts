/**
 * The dashboard's calls through the merchant's proxy: transactions and payment links (FX quotes
 * and conversions: fx.ts). Plain functions taking the client, like the onboarding ones, so a checkout page
 * never bundles them. The proxy decides whose account and whether the caller may (`authorize`).
 */
import {
  paymentLink,
  paymentLinkPage,
  type CreatePaymentLinkRequest,
  type PaymentLink,
  type PaymentLinkListParams,
  type PaymentLinkPage,
} from '../shared/schemas/payments';
import { onboardingRequest, type OnboardingClient } from './onboarding-request';
import { query } from './query-string';
import type { ProxyCallOptions } from './request';

/** The part of a ProxyClient the dashboard functions use (the same as onboarding's). */
export type DashboardClient = OnboardingClient;

// The transaction calls have a module of their own (a transactions page bundles no link schemas).
export { getTransaction, listTransactions } from './transactions';

/** Creates a payment link (amount, currency, optional description); answers it with its url. */
export function createPaymentLink(client: DashboardClient, body: CreatePaymentLinkRequest, options: ProxyCallOptions = {}): Promise<PaymentLink> {
  return onboardingRequest(client, paymentLink, 'POST', '/payment-links', { body, signal: options.signal });
}

/** One page of payment links, optionally only those in one status. */
export function listPaymentLinks(client: DashboardClient, params: PaymentLinkListParams = {}, options: ProxyCallOptions = {}): Promise<PaymentLinkPage> {
  return onboardingRequest(client, paymentLinkPage, 'GET', `/payment-links${query(params)}`, { signal: options.signal });
}
