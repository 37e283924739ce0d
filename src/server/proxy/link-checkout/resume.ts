/** A link's remembered payment, answered again on a reload, a double click or another instance. */
import type { PaymentLink } from 'paykit/schemas';
import type { ReceiptContext } from '../receipt';
import { fetchLink, linkNotActive } from '../payment-link';
import { currentStatus, freshStatus, isStatusUnknown, statusUnknown } from '../payment-status';
import { FINAL_STATES, type PaymentState } from '../status-store';
import { checkoutAnswer, type CheckoutAnswer } from './answer';

/** A checkout whose payment ended like this starts a fresh payment. */
const RESTARTABLE: ReadonlySet<PaymentState> = new Set(['expired', 'failed']);

/**
 * The answer with the remembered payment (200; a settled one too, so a reload shows success), or
 * undefined once it expired, failed or cannot be read: then it is forgotten and a fresh one is due.
 * One whose status is being checked (readPayments 'never') may be open: never forgotten, it answers 503.
 * `read` is the link when this checkout has just read it: a page is worth one read of the link, not two.
 */
export async function resumeRemembered(ctx: ReceiptContext, linkId: string, paymentId: string, read?: PaymentLink): Promise<CheckoutAnswer | undefined> {
  // The link remembered this payment, so it exists: unknown to the store, it is "being checked".
  let status = await currentStatus(ctx, paymentId, statusUnknown).catch((error: unknown) => {
    if (isStatusUnknown(error)) throw error;
    return undefined;
  });
  if (!status || RESTARTABLE.has(status.view.status)) {
    await ctx.store.forgetCheckout(linkId, paymentId);
    return undefined;
  }
  const link = read ?? (await fetchLink(ctx, linkId));
  if (link.status !== 'active' && !FINAL_STATES.has(status.view.status)) {
    // The link closed while this payment looked open: paid by this payment (its webhook not in
    // yet) or by another one. Only a fresh read tells which; never hand out a second way to pay.
    // Without the read-back, the link's closed answer stands until this payment's webhook comes.
    if (!(await ctx.readsPayments())) throw linkNotActive(link);
    status = await freshStatus(ctx, paymentId);
    if (!FINAL_STATES.has(status.view.status) || RESTARTABLE.has(status.view.status)) throw linkNotActive(link);
  }
  return checkoutAnswer(ctx, 200, link, status.view);
}
