/**
 * What an operation's failure is answered with, and which failures the merchant's `onError` hears
 * of: for the proxy's routes and for a page the server paints (page-checkout.ts) alike.
 */
import { HttpError } from '../../web/http-error';
import type { ProxyShared } from './context';
import { StatusStoreUnavailableError } from './status-store';
import { fromUpstream } from './upstream';

/** The HttpError that answers `error`: unexpected errors and the service's outages are reported to `onError`. */
export function toHttpError(error: unknown, { onError }: Pick<ProxyShared, 'onError'>): HttpError {
  if (error instanceof HttpError) return error;
  const upstream = fromUpstream(error);
  if (upstream) {
    // Outages are the merchant's to see in their logs; request problems (4xx) are the browser's.
    if (upstream.status >= 500) onError(error);
    return upstream;
  }
  onError(error);
  if (error instanceof StatusStoreUnavailableError) {
    // A shared store's outage: browsers and the service's webhook retries come back shortly.
    return new HttpError(503, 'store_unavailable', 'Payment status is unavailable for a moment; try again shortly', { headers: { 'retry-after': '2' } });
  }
  return new HttpError(500, 'internal_error', 'Something went wrong on our side; try again');
}
