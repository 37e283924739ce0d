/**
 * A payment link's checkout for a page the server paints itself (the hosted checkout's
 * /pay/<link>, docs/checkout.md#before-the-script-runs): the checkout the page's script would open
 * with POST /payment-links/:linkId/checkout, opened in this process for the payer's own request.
 * It passes the same admission (the payer's rate limit, `authorize` asked for
 * `paymentLinks.checkout`), joins the same checkout in flight (the script's request, should it
 * make one, gets the same payment) and reports failures to `onError` as the route does. There is
 * no origin check: the payer navigated to the page; no other site's script is calling the proxy.
 */
import type { CheckoutView } from 'paykit/schemas';
import type { PaykitClient } from '../client';
import type { ConnectionInfo } from '../../web/connection';
import { requestInterrupted } from '../../web/http-error';
import { admit, type Admission } from './admission';
import { createProxyContext, type ProxyShared } from './context';
import { proxyHttpError } from './error-answer';
import type { ProxyFeatures } from './features';
import { joinLinkCheckout } from './link-checkout';
import { linkIdParam } from './payment-link';

/**
 * What opening a link's checkout for a page came to: the checkout (the link and its open payment,
 * as the browser would read them), or what the browser's own request would have been answered
 * instead (404 `not_found` for a link the service does not have, 409 `link_not_active`, 429…).
 */
export type PageCheckout = { checkout: CheckoutView } | { refused: { status: number; code: string } };

/**
 * Opens link `linkId`'s checkout for the payer whose page request `request` is; `connection` is
 * what the runtime knew of that request's connection (the payer's bucket is keyed on its peer address).
 */
export type CheckoutForPage = (request: Request, linkId: string, connection?: ConnectionInfo) => Promise<PageCheckout>;

/** The proxy's checkout for painted pages, over what createPaykitHandler settled. */
export function checkoutForPage(client: PaykitClient, shared: ProxyShared & ProxyFeatures, admission: Admission): CheckoutForPage {
  return async (request, linkId, connection) => {
    try {
      await admit(request, 'paymentLinks.checkout', admission, connection);
      const ctx = createProxyContext(request, connection, { linkId }, 'paymentLinks.checkout', client, shared);
      // No hint: a page being opened shows no payment yet (a reload finds the remembered one).
      const answer = await joinLinkCheckout(ctx, linkIdParam(ctx), undefined);
      // A copy of its own, exactly what the browser reads: the answer is shared by everyone who joined.
      return { checkout: JSON.parse(JSON.stringify(answer.body)) as CheckoutView };
    } catch (error) {
      // The payer left: nobody reads this page, and their going is no fault to report.
      const { status, code } = request.signal.aborted ? requestInterrupted() : proxyHttpError(error, shared);
      return { refused: { status, code } };
    }
  };
}
