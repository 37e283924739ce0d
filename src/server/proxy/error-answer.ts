/**
 * What an operation's failure is answered with, and which failures the merchant's `onError` hears
 * of: for the proxy's routes and for a page the server paints (page-checkout.ts) alike. The proxy's
 * own kinds are translated here; the one error mapper (web/error-response.ts) does the rest.
 */
import { toHttpError, type ErrorMapping } from '../../web/error-response';
import { HttpError } from '../../web/http-error';
import type { ProxyShared } from './context';
import { StatusStoreUnavailableError } from './status-store';
import { fromUpstream } from './upstream';

/** The proxy's mapping: the service's answers and a store outage translated, the rest reported to `onError` and answered 500. */
export function proxyErrorMapping({ onError }: Pick<ProxyShared, 'onError'>): ErrorMapping {
  return {
    onError,
    translate: (error) => {
      const upstream = fromUpstream(error);
      if (upstream) {
        // Outages are the merchant's to see in their logs; request problems (4xx) are the browser's.
        if (upstream.status >= 500) onError(error);
        return upstream;
      }
      if (!(error instanceof StatusStoreUnavailableError)) return undefined;
      onError(error);
      // A shared store's outage: browsers and the service's webhook retries come back shortly.
      return new HttpError(503, 'store_unavailable', 'Payment status is unavailable for a moment; try again shortly', { headers: { 'retry-after': '2' } });
    },
  };
}

/** The HttpError that answers `error` under the proxy's mapping (the one mapper, with the proxy's translation). */
export function proxyHttpError(error: unknown, shared: Pick<ProxyShared, 'onError'>): HttpError {
  return toHttpError(error, proxyErrorMapping(shared));
}
