/**
 * Which client a request is, for the per-client limits: an IPv6 peer is its /64 (by default), so
 * one subscriber's 2^64 addresses do not make 2^64 clients. Each request comes with its
 * connection's facts, as `toNodeListener` passes them.
 */
import { describe, expect, it } from 'vitest';
import { PROXY_BASE, scriptedClient } from '../../../test/support/proxy-harness';
import type { ConnectionInfo } from '../../web/connection';
import { createPaykitHandler } from './handler';
import type { PaykitHandlerOptions } from './options';

function fromPeer(remoteAddress: string, path: string, init: RequestInit = {}): [Request, ConnectionInfo] {
  const request = new Request(`${PROXY_BASE}${path}`, init);
  return [request, { remoteAddress, rawTarget: new URL(request.url).pathname }];
}

const proxy = (extra: Partial<PaykitHandlerOptions> = {}) => createPaykitHandler({ upstream: { client: scriptedClient().client }, ...extra });

/** Statuses of GET /transactions (403 without `authorize`, after the rate limit) from each address in turn. */
async function statusesFrom(handler: (request: Request, connection?: ConnectionInfo) => Promise<Response>, addresses: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of addresses) statuses.push((await handler(...fromPeer(address, '/transactions'))).status);
  return statuses;
}

const inOneSlash64 = Array.from({ length: 40 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`);

describe('per-client buckets of IPv6 peers', () => {
  it('counts 40 requests from 40 addresses of one /64 against one bucket: 429 after the burst of 30', async () => {
    // Refilled too slowly to matter while the test runs: the burst is all there is.
    const handler = proxy({ limits: { rateLimit: { burst: 30, perSecond: 0.001 } } });
    const statuses = await statusesFrom(handler, inOneSlash64);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(403));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // Another /64 has its own bucket; an IPv4 peer too.
    expect(await statusesFrom(handler, ['2001:db8:1:3::1', '2001:db8:1:4:8000::1', '192.0.2.7'])).toEqual([403, 403, 403]);
  });

  it('keys each address on its own with ipv6Prefix: 128', async () => {
    const statuses = await statusesFrom(proxy({ limits: { ipv6Prefix: 128, rateLimit: { burst: 30, perSecond: 0.001 } } }), inOneSlash64);
    expect(statuses).toEqual(Array(40).fill(403));
  });

  it('takes an IPv4-mapped peer for its IPv4 address', async () => {
    const handler = proxy({ limits: { rateLimit: { burst: 2, perSecond: 0.001 } } });
    expect(await statusesFrom(handler, ['192.0.2.9', '::ffff:192.0.2.9', '::ffff:c000:209'])).toEqual([403, 403, 429]);
  });

  it('refuses an ipv6Prefix that is not 0 to 128 bits when the handler is made', () => {
    expect(() => proxy({ limits: { ipv6Prefix: 129 } })).toThrow(/ipv6Prefix/);
  });
});
