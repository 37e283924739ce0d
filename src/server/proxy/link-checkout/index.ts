/** POST /payment-links/:linkId/checkout: the hosted checkout's payment for a payment link. */
import { hasPrefix } from '../../../shared/ids';
import type { ProxyContext } from '../context';
import type { ReceiptContext } from '../receipt';
import { json } from '../../../web/http-error';
import { linkIdParam } from '../payment-link';
import type { CheckoutAnswer } from './answer';
import type { ClaimTiming } from './claim';
import { joinShared } from './join';
import { openLinkCheckout } from './sequence';

/** What the link checkout keeps for the whole proxy. */
export interface LinkCheckoutState {
  /** Checkouts being opened right now in this process, by link id: a double click joins the first. */
  checkoutsInFlight: Map<string, Promise<CheckoutAnswer>>;
}

export function linkCheckoutState(): LinkCheckoutState {
  return { checkoutsInFlight: new Map() };
}

/** How long a request waits for another instance that is opening the same link's payment. */
export const CLAIM_WAIT_MS = 2_000;

/** A claim outlives its holder's upstream budget: only a crashed holder's lapses, and then the wait is over. */
function claimTiming(upstreamBudgetMs: number): ClaimTiming {
  return { leaseMs: upstreamBudgetMs + 5_000, waitMs: CLAIM_WAIT_MS, pollMs: 50 };
}

/**
 * The payment the page says it was showing for this link (`payment_id` in the body), read from
 * the browser's own request: an untrusted hint, worth an upstream check only when nothing is
 * remembered. Read here, while the request is at hand: the checkout itself runs detached from it.
 */
async function pageHint(ctx: ProxyContext): Promise<string | undefined> {
  const hint = (await ctx.json()).payment_id;
  return typeof hint === 'string' && hasPrefix('payment', hint) ? hint : undefined;
}

/**
 * Joins the link's checkout under way in this process, else starts it. The checkout runs on
 * its own (bounded by the upstream budget, not by this browser): a payer who leaves, or resets
 * the connection, stops only their own wait, and the payment is still remembered for the next.
 * A page the server paints (page-checkout.ts) joins the same way, so its script's request shares it.
 */
export function joinLinkCheckout(ctx: ReceiptContext & LinkCheckoutState, linkId: string, hint: string | undefined): Promise<CheckoutAnswer> {
  const start = () => openLinkCheckout(ctx.detached(), linkId, hint, claimTiming(ctx.limits.upstreamBudgetMs));
  return joinShared(ctx.checkoutsInFlight, linkId, start, ctx.request.signal);
}

/** The route: the page's own request, with its hint. */
export async function checkout(ctx: ReceiptContext & LinkCheckoutState): Promise<Response> {
  const linkId = linkIdParam(ctx);
  const answer = await joinLinkCheckout(ctx, linkId, await pageHint(ctx));
  return json(answer.body, answer.status);
}
