/**
 * createPaykitHandler: the backend proxy a merchant mounts so the browser never holds the API
 * key and never decides an amount, a currency or an account. A Web-standard handler; see
 * toNodeListener for Node/Express.
 */
import type { Payment } from 'paykit/schemas';
import { admit } from './admission';
import { createProxyContext } from './context';
import { checkOrigin, corsHeaders, preflight } from './cors';
import { proxyErrorMapping } from './error-answer';
import { requestPath, type ConnectionInfo } from '../../web/connection';
import { errorResponse } from '../../web/error-response';
import { HttpError, notFound, requestInterrupted } from '../../web/http-error';
import { isRouteMatch, type RouteMatch } from '../../web/router';
import { openPayment } from './open-payment';
import type { PaykitHandlerOptions } from './options';
import { checkoutForPage, type PageCheckout } from './page-checkout';
import type { PaymentDecision } from './policies';
import { operationPath } from './path';
import { resolveProxyOptions } from './resolve-options';
import { ROUTER, type ProxyRoute } from './routes';
import { closingConnection } from './operations/webhooks';

/** What createPaykitHandler returns: the proxy's Web handler, and the server's way to open a payment it serves. */
export interface PaykitHandler {
  /**
   * Serves the browser's operations under `basePath` and the service's webhooks. `connection`
   * is what the runtime knows of the request's connection (toNodeListener passes it): its raw
   * target is what the path is vetted on (URL parsing has already resolved dot segments), its
   * peer address the default `limits.clientKey`. Without it the URL's path is used and every
   * client shares one bucket unless `limits.clientKey` says otherwise.
   */
  (request: Request, connection?: ConnectionInfo): Promise<Response>;
  /**
   * From your server: creates a payment at the service (with this handler's client, for
   * `onBehalfOf` when given) and records it in this handler's store with everything the proxy
   * serves (address, network, expiry, amount), so `<paykit-checkout payment-id>` and
   * `<CheckoutWidget paymentId>` show it, on every instance sharing the store. Use it instead of
   * `client.payments.create` whenever a page will show the payment by id: the real service has
   * no read of a payment, so one created behind the proxy's back is unknown to it (404) and, once
   * a webhook tells of it, has no address to show. Resolves to the service's record (keep its
   * `payment_id` with your order); rejects with the client's errors (PaykitApiError…).
   */
  createPayment(payment: PaymentDecision, options?: { signal?: AbortSignal }): Promise<Payment>;
  /**
   * From your server, for a page you render with the checkout already in it (as the hosted
   * checkout paints /pay/<link>): opens link `linkId`'s checkout for the payer whose request
   * `request` is (with its `connection`, as for the handler), exactly as their browser's `POST /payment-links/:linkId/checkout` would: counted
   * against their rate limit, asked of `authorize` as `paymentLinks.checkout`, sharing the
   * checkout already under way for the link, failures reported to `onError`. Resolves to the
   * checkout, or to what the browser would have been answered instead (404 `not_found` for a link
   * the service does not have); it never rejects.
   */
  checkoutForPage(request: Request, linkId: string, connection?: ConnectionInfo): Promise<PageCheckout>;
}

/**
 * Makes the backend proxy: a Web-standard `(Request) => Promise<Response>` serving the browser's
 * operations under `basePath` and the service's webhooks, with `createPayment` for your server.
 * Throws when neither `upstream.client` nor `upstream.apiKey` and `upstream.baseUrl` are given, or
 * when one option is given both by its deprecated flat name and its grouped one.
 */
export function createPaykitHandler(options: PaykitHandlerOptions): PaykitHandler {
  const { client, shared, basePath, corsOrigins, trustProxy, rateLimiter, webhookLimiter } = resolveProxyOptions(options);
  const { clientKey } = shared.limits;

  async function paykitHandler(request: Request, connection?: ConnectionInfo): Promise<Response> {
    const cors = corsHeaders(request, corsOrigins);
    try {
      // The raw target when the runtime passed it: URL parsing has already resolved dot segments.
      const path = operationPath(requestPath(request, connection), basePath);
      if (!path.ok) throw notFound('No such operation');
      if (request.method === 'OPTIONS') return preflight(request, corsOrigins);
      const { route, params } = findRoute(request.method, path.segments);
      if (route.operation !== null) {
        checkOrigin(request, corsOrigins, trustProxy);
        await admit(request, route.operation, { rateLimiter, clientKey, policies: shared.policies }, connection);
      } else {
        try {
          webhookLimiter?.take(clientKey(request, connection));
        } catch (error) {
          // Refused unread: the connection is closed once answered, its body never read.
          throw closingConnection(error);
        }
      }
      const response = await route.run(createProxyContext(request, connection, params, route.operation, client, shared));
      for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
      response.headers.set('x-content-type-options', 'nosniff');
      return response;
    } catch (error) {
      // The browser left: nobody reads this answer, and its going is no fault to report.
      const answer = request.signal.aborted ? requestInterrupted() : error;
      return errorResponse(answer, { ...proxyErrorMapping(shared), headers: { ...cors, 'x-content-type-options': 'nosniff' } });
    }
  }

  const createPayment: PaykitHandler['createPayment'] = async (payment, call = {}) => (await openPayment(client, shared.store, payment, call)).payment;
  const forPage = checkoutForPage(client, shared, { rateLimiter, clientKey, policies: shared.policies });
  return Object.assign(paykitHandler, { createPayment, checkoutForPage: forPage });
}

/** The route for vetted, decoded segments; 405 when only other methods match, else 404. */
function findRoute(method: string, segments: string[]): RouteMatch<ProxyRoute> {
  const found = ROUTER.matchSegments(method, segments);
  if (isRouteMatch(found)) return found;
  if (found.allowed.length > 0) throw new HttpError(405, 'method_not_allowed', `${method} is not allowed here`);
  throw notFound('No such operation');
}
