/**
 * The proxy learns its connection from its second argument, on any runtime: a Request made
 * without the Node adapter, with the facts passed beside it, is vetted on its raw target and
 * counted against its peer. Were the proxy to read the adapter's side table again, these
 * requests (which have no entry there) would be routed on the URL's normalised path instead.
 */
import { describe, expect, it } from 'vitest';
import { PROXY_BASE, scriptedClient } from '../../../test/support/proxy-harness';
import { createPaykitHandler } from './handler';

const proxy = () => createPaykitHandler({ upstream: { client: scriptedClient().client }, limits: { rateLimit: { burst: 1, perSecond: 0.001 } } });
const basePath = new URL(PROXY_BASE).pathname;

describe('connection facts passed to the proxy', () => {
  it('vets the raw target it is passed, not the path URL parsing made of it', async () => {
    // new URL() has already resolved the dot segment: the Request alone asks for /balances.
    const request = () => new Request(`${PROXY_BASE}/payments/../balances`);
    expect(new URL(request().url).pathname).toBe(`${basePath}/balances`);
    const refused = await proxy()(request(), { rawTarget: `${basePath}/payments/../balances`, remoteAddress: '192.0.2.1' });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('not_found');
    // The same Request with no facts is routed on its URL: /balances, refused only for want of a signed-in account.
    expect((await proxy()(request())).status).toBe(401);
  });

  it('counts requests against the peer address it is passed', async () => {
    const handler = proxy();
    const from = (remoteAddress: string) => handler(new Request(`${PROXY_BASE}/transactions`), { remoteAddress });
    // 403 (no authorize policy) once a bucket lets the request through, 429 once it is spent.
    expect([(await from('192.0.2.1')).status, (await from('192.0.2.1')).status, (await from('192.0.2.2')).status]).toEqual([403, 429, 403]);
  });
});
