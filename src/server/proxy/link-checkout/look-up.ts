/** Step 1 of a link checkout: which payment the link is known to have. */
import { NotFoundError } from '../../../shared/errors';
import type { ProxyContext } from '../context';

/**
 * The link's remembered payment, else the page's hint once the service says it is an attempt
 * through this very link (then it is remembered): that lets a payer reload after the proxy forgot
 * (a restart with the memory store) and keep their payment. Without the read-back (readPayments)
 * the hint cannot be vouched for and is ignored: a new payment is then made only if the service
 * shows no open attempt through the link (create.ts), so a forgotten one is never doubled.
 */
export async function lookUpRemembered(ctx: ProxyContext, linkId: string, hint: string | undefined): Promise<string | undefined> {
  const remembered = await ctx.store.checkoutPayment(linkId);
  if (remembered || !hint || !(await ctx.readsPayments())) return remembered;
  const payment = await ctx.upstream.payments.retrieve(hint).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!payment || (payment.reference !== linkId && payment.payment_link_id !== linkId)) return undefined;
  return ctx.store.rememberCheckout(linkId, payment.payment_id);
}
