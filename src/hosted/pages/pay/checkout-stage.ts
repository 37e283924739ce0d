/**
 * Opening a payment link's checkout, without React: the page starts it before React has
 * downloaded (main.ts), so the proxy's answer and the page's code travel at the same time.
 */
import type { ProxyClient } from 'paykit/client';
import type { CheckoutView, PaymentLinkView } from 'paykit/schemas';
import { checkoutPaymentLink, getPaymentLink } from '../../../client/payment-links';
import { NotFoundError, PaykitApiError } from '../../../shared/errors';
import { isLinkId } from '../../link-id';

/** Which page the link leads to. */
export type Stage =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'closed'; link: PaymentLinkView | null }
  | { kind: 'open-elsewhere' }
  | { kind: 'error' }
  | { kind: 'ready'; checkout: CheckoutView };

/**
 * The payment this tab opened for a link, so a reload can ask for that same payment even after
 * the server forgot it (a restart): the server checks it really is this link's before using it.
 */
const rememberedKey = (linkId: string) => `paykit:checkout:${linkId}`;

function rememberedPayment(linkId: string): string | undefined {
  try {
    return sessionStorage.getItem(rememberedKey(linkId)) ?? undefined;
  } catch {
    return undefined; // storage blocked: the server's own memory still serves most reloads
  }
}

export function rememberPayment(linkId: string, paymentId: string): void {
  try {
    sessionStorage.setItem(rememberedKey(linkId), paymentId);
  } catch {
    // storage blocked or full: nothing to keep
  }
}

/** Opens the link's checkout, or says which page to show instead. */
export async function checkoutStage(client: ProxyClient, linkId: string): Promise<Stage> {
  // An address that cannot name a link (a mistyped or cut-off URL) needs no question to the proxy.
  if (!isLinkId(linkId)) return { kind: 'not-found' };
  try {
    const checkout = await checkoutPaymentLink(client, linkId, { resumePaymentId: rememberedPayment(linkId) });
    rememberPayment(linkId, checkout.payment.payment_id);
    return { kind: 'ready', checkout };
  } catch (error) {
    if (error instanceof NotFoundError) return { kind: 'not-found' };
    if (error instanceof PaykitApiError && error.code === 'checkout_already_open') return { kind: 'open-elsewhere' };
    if (error instanceof PaykitApiError && error.status === 409) return { kind: 'closed', link: await getPaymentLink(client, linkId).catch(() => null) };
    return { kind: 'error' };
  }
}

/** A checkout being opened: for which link, through which client, and the page it leads to. */
export interface Opening {
  client: ProxyClient;
  linkId: string;
  stage: Promise<Stage>;
}

/** The checkout the server already opened and painted: nothing to send; a reload asks for the same payment. */
export function paintedOpening(client: ProxyClient, checkout: CheckoutView): Opening {
  rememberPayment(checkout.link.id, checkout.payment.payment_id);
  return { client, linkId: checkout.link.id, stage: Promise.resolve({ kind: 'ready', checkout }) };
}

/** Starts opening the link's checkout now (the request is sent at once). */
export function startOpening(client: ProxyClient, linkId: string): Opening {
  return { client, linkId, stage: checkoutStage(client, linkId) };
}
