/** Step 4 of a link checkout: the new payment remembered as the link's, before its claim is let go. */
import type { PaymentView } from 'paykit/schemas';
import type { ReceiptContext } from '../receipt';
import { currentStatus, statusUnknown } from '../payment-status';
import type { StoredStatus } from '../status-store';

/** The link's payment once remembered: the new one, or the one a vouched page hint remembered first. */
export async function rememberLinkPayment(ctx: ReceiptContext, linkId: string, created: StoredStatus): Promise<PaymentView> {
  const winner = await ctx.store.rememberCheckout(linkId, created.view.payment_id);
  return winner === created.view.payment_id ? created.view : (await currentStatus(ctx, winner, statusUnknown)).view;
}
