/**
 * A payment link's checkout as one sequence: look up what is remembered → claim → create →
 * remember → answer. The payment is created only under the link's claim and remembered before
 * the claim is let go, so no request (on any instance) sees an open attempt the store cannot name.
 */
import type { ReceiptContext } from '../receipt';
import { fetchLink, linkNotActive } from '../payment-link';
import { checkoutAnswer, type CheckoutAnswer } from './answer';
import { checkoutBusy, claimLink, type ClaimTiming } from './claim';
import { createLinkPayment } from './create';
import { lookUpRemembered } from './look-up';
import { rememberLinkPayment } from './remember';
import { resumeRemembered } from './resume';

/**
 * The link's payment: created once, then the same one on every reload or double click until it
 * expires or fails. `ctx` is detached (tied to no browser): it finishes, within the upstream
 * budget, even when every request that wanted it has gone.
 */
export async function openLinkCheckout(ctx: ReceiptContext, linkId: string, hint: string | undefined, timing: ClaimTiming): Promise<CheckoutAnswer> {
  const remembered = await lookUpRemembered(ctx, linkId, hint);
  const resumed = remembered === undefined ? undefined : await resumeRemembered(ctx, linkId, remembered);
  if (resumed) return resumed;

  const link = await fetchLink(ctx, linkId);
  if (link.status !== 'active') throw linkNotActive(link);

  const claim = await claimLink(ctx.store, linkId, timing);
  if (claim.state === 'remembered') {
    // Opened meanwhile by another request (another instance); ended already only if it lived for moments.
    const answer = await resumeRemembered(ctx, linkId, claim.paymentId, link);
    if (!answer) throw checkoutBusy();
    return answer;
  }
  try {
    const created = await createLinkPayment(ctx, link);
    const view = await rememberLinkPayment(ctx, linkId, created);
    return await checkoutAnswer(ctx, 201, link, view);
  } finally {
    // Best effort: a claim that cannot be let go (the store away) lapses with its lease.
    await claim.release().catch((error: unknown) => ctx.onError(error));
  }
}
