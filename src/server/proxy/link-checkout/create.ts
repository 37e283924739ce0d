/** Step 3 of a link checkout, run only while holding the link's claim: its payment, created upstream and stored. */
import type { PaymentLink } from 'paykit/schemas';
import type { CreatePaymentRequest } from 'paykit/schemas';
import type { ProxyContext } from '../context';
import { HttpError } from '../../../web/http-error';
import type { StoredStatus } from '../status-store';
import { paymentView } from '../views';

/** 409 checkout_already_open: the service has an open attempt through the link that this proxy cannot name. */
export function checkoutAlreadyOpen(): HttpError {
  return new HttpError(
    409,
    'checkout_already_open',
    'A payment for this link is already open. Continue it on the page where it was started, or come back once it has expired.',
  );
}

/** Whether the service has an attempt through this link that is not over (pending, or funds seen but not settled). */
export async function hasOpenAttempt(ctx: ProxyContext, linkId: string): Promise<boolean> {
  const { transactions } = ctx.upstream;
  const open = await Promise.all((['pending', 'confirmed'] as const).map((status) => transactions.list({ payment_link_id: linkId, status, limit: 1 })));
  return open.some((page) => page.total > 0 || page.data.length > 0);
}

/**
 * Creates the link's payment for its own amount and currency (the browser has no say in either).
 * An open attempt seen here was not opened through this store (under the claim nobody else is
 * creating one): a restart forgot it, so a second payment could be paid too, and none is made.
 */
export async function createLinkPayment(ctx: ProxyContext, link: PaymentLink): Promise<StoredStatus> {
  if (await hasOpenAttempt(ctx, link.id)) throw checkoutAlreadyOpen();
  const currency = link.currency as CreatePaymentRequest['currency'];
  const payment = await ctx.upstream.payments.create({ amount: link.amount, currency, reference: link.id });
  return (await ctx.store.apply(paymentView(payment, new Date().toISOString()))).stored;
}
