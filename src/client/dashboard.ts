/**
 * The dashboard's calls through the merchant's proxy: transactions and payment links (FX quotes
 * and conversions: fx.ts). Plain functions taking the client, like the onboarding ones, so a checkout page
 * never bundles them. The proxy decides whose account and whether the caller may (`authorize`).
 */
import type { PaymentLink } from 'paykit/schemas';
import type { CreatePaymentLinkRequest, PaymentLinkListParams, PaymentLinkPage } from 'paykit/schemas';
import { readPaymentLink, readPaymentLinkPage } from './payment-links-read';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import { query } from './query-string';
import type { ProxyCallOptions } from './request';

// The transaction calls have a module of their own (a transactions page bundles no link readers).
export { getTransaction, listTransactions } from './transactions';

/** Creates a payment link (amount, currency, optional description); answers it with its url. */
export function createPaymentLink(client: ProxyCallClient, body: CreatePaymentLinkRequest, options: ProxyCallOptions = {}): Promise<PaymentLink> {
  return proxyCall(client, readPaymentLink, 'POST', '/payment-links', { body, signal: options.signal });
}

/** One page of payment links, optionally only those in one status. */
export function listPaymentLinks(client: ProxyCallClient, params: PaymentLinkListParams = {}, options: ProxyCallOptions = {}): Promise<PaymentLinkPage> {
  return proxyCall(client, readPaymentLinkPage, 'GET', `/payment-links${query(params)}`, { signal: options.signal });
}
