/** Step 5 of a link checkout: what the page is sent, shared by every request that joined. */
import type { PaymentLink } from 'paykit/schemas';
import type { PaymentLinkView, PaymentView } from 'paykit/schemas';
import type { ProxyContext } from '../context';
import { outgoing } from '../payment-status';
import { paymentLinkView } from '../views';

/** A checkout's answer before it is a Response: one Response body cannot be read by several requests. */
export interface CheckoutAnswer {
  /** 201 when this checkout created the payment, 200 when it found the link's payment. */
  status: 200 | 201;
  body: { link: PaymentLinkView; payment: PaymentView };
}

export async function checkoutAnswer(ctx: ProxyContext, status: CheckoutAnswer['status'], link: PaymentLink, view: PaymentView): Promise<CheckoutAnswer> {
  return { status, body: { link: paymentLinkView(link), payment: (await outgoing(ctx))(view) } };
}
