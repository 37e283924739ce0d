/**
 * Who a request to the checkout server counts against (its rate limit, its link look-ups): the
 * peer, or behind trusted reverse proxies (`trustProxy`, PAYKIT_TRUST_PROXY) the address the
 * outermost one saw. An IPv6 client is its /64, as the proxy's own default key makes it.
 */
import { PaykitError } from '../../shared/errors';
import { addressBucket } from '../../web/address-bucket';
import type { ConnectionInfo } from '../../web/connection';

/** What a client key is computed from: the request, and the connection's facts its edge was passed. */
export type ClientKeyOf = (request: Request, connection?: ConnectionInfo) => string;

/** The key of a request's client, for `hops` trusted proxies in front (0: the peer itself, from the connection's facts). */
export function clientKey(hops: number, ipv6Prefix: number): ClientKeyOf {
  return hops > 0 ? forwardedClient(hops, ipv6Prefix) : (_request, connection) => peerKey(connection?.remoteAddress, ipv6Prefix);
}

/** An address as a rate-limit bucket, as the proxy's own default key makes it (an IPv6 client is its /64). */
function peerKey(address: string | undefined, ipv6Prefix: number): string {
  return address ? addressBucket(address, ipv6Prefix) : 'shared';
}

/** More proxies than this in front is a typo, not a deployment. */
const MAX_TRUSTED_HOPS = 10;

/** `trustProxy` as a count of proxies in front: true is one, false none. */
export function trustedHops(trustProxy: boolean | number | undefined): number {
  if (trustProxy === undefined || typeof trustProxy === 'boolean') return trustProxy ? 1 : 0;
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > MAX_TRUSTED_HOPS) {
    throw new PaykitError(`createCheckoutServer: trustProxy must be true, false or the number of reverse proxies in front, 0 to ${MAX_TRUSTED_HOPS}`);
  }
  return trustProxy;
}

/**
 * Behind `hops` trusted reverse proxies, each appending the address it saw to X-Forwarded-For:
 * the address the outermost one saw, `hops` entries from the end. Entries before it are the
 * client's own to write. With fewer entries (a call from inside, past the outer proxies), the
 * first there is.
 */
function forwardedClient(hops: number, ipv6Prefix: number): ClientKeyOf {
  return (request, connection) => {
    const entries = (request.headers.get('x-forwarded-for')?.split(',') ?? []).slice(-MAX_TRUSTED_HOPS).map((entry) => entry.trim());
    const seen = entries.length >= hops ? entries.at(-hops) : entries[0];
    return peerKey(seen || connection?.remoteAddress, ipv6Prefix);
  };
}
