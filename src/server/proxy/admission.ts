/**
 * What a browser's operation passes before it runs, whether it came as a request to the proxy or
 * from a page the server paints for that browser (page-checkout.ts): the client's rate limit, then
 * the merchant's `authorize`.
 */
import type { ConnectionInfo } from '../../web/connection';
import { forbidden } from '../../web/http-error';
import { DENIED_WITHOUT_AUTHORIZE, type OperationName, type ProxyPolicies } from './policies';
import type { TokenBucketLimiter } from './rate-limit';

/** What admission asks: the per-client bucket (null when off), which bucket a request counts against, and the policies. */
export interface Admission {
  rateLimiter: TokenBucketLimiter | null;
  clientKey: (request: Request, connection?: ConnectionInfo) => string;
  policies: ProxyPolicies;
}

/**
 * Resolves when `request` may run `operation`; throws 429 (rate limited) or 403 (not authorized)
 * otherwise. `connection` is what the runtime knew of the request's connection (its peer address
 * keys the default bucket).
 */
export async function admit(
  request: Request,
  operation: OperationName,
  { rateLimiter, clientKey, policies }: Admission,
  connection?: ConnectionInfo,
): Promise<void> {
  rateLimiter?.take(clientKey(request, connection));
  if (!policies.authorize) {
    if (DENIED_WITHOUT_AUTHORIZE.has(operation)) throw forbidden('This operation is not enabled');
    return;
  }
  if (!(await policies.authorize(request, operation))) throw forbidden('You may not do this');
}
