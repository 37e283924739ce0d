/**
 * A payment link's public view and its checkout, through the merchant's proxy. Plain functions
 * taking the client, like the onboarding and dashboard ones: a page that only shows a payment
 * (the checkout widget) never bundles them or their readers.
 */
import type { CheckoutView, PaymentLinkView } from 'paykit/schemas';
import type { ProxyClient } from './proxy-client';
import { pathSegment, type ProxyCallOptions } from './request';
import { readCheckoutView, readPaymentLinkView } from './view';

/** The part of a ProxyClient the link functions use. */
export type PaymentLinkClient = Pick<ProxyClient, 'request'>;

/** Options of `checkoutPaymentLink`. */
export interface CheckoutOptions extends ProxyCallOptions {
  /** The payment this page showed for the link before (kept in session storage by the hosted page). */
  resumePaymentId?: string;
}

/** A payment link's public view (amount, currency, description, status). */
export async function getPaymentLink(client: PaymentLinkClient, linkId: string, options: ProxyCallOptions = {}): Promise<PaymentLinkView> {
  const answer = await client.request('GET', `/payment-links/${pathSegment(linkId, 'linkId')}`, { signal: options.signal });
  return readPaymentLinkView(answer, 'GET /payment-links/{id}');
}

/**
 * Creates, or reuses while it is still open, the payment for a payment link. Pass the payment
 * this page showed before (`resumePaymentId`) so a reload keeps it even when the server has
 * forgotten it; the server uses it only if the service says it is this link's and open.
 */
export async function checkoutPaymentLink(client: PaymentLinkClient, linkId: string, options: CheckoutOptions = {}): Promise<CheckoutView> {
  const { resumePaymentId, signal } = options;
  const body = resumePaymentId ? { payment_id: resumePaymentId } : {};
  return readCheckoutView(await client.request('POST', `/payment-links/${pathSegment(linkId, 'linkId')}/checkout`, { body, signal }));
}
