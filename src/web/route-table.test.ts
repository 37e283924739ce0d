import { describe, expect, it, vi } from 'vitest';
import type { ConnectionInfo } from './connection';
import { HttpError, json } from './http-error';
import { RouteTable } from './route-table';

const get = (path: string, method = 'GET') => new Request(`http://shop.test${path}`, { method });

describe('RouteTable', () => {
  it('routes by method and pattern, and answers a miss 404, or 405 with Allow when the path takes other methods', async () => {
    const table = new RouteTable().on('GET', '/pay/:id', (_request, { params }) => json({ id: params.id }));
    expect(await (await table.fetch(get('/pay/lnk_1'))).json()).toEqual({ id: 'lnk_1' });
    const missing = await table.fetch(get('/nowhere'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Nothing at /nowhere' } });
    const wrongMethod = await table.fetch(get('/pay/lnk_1', 'DELETE'));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('does not take an empty segment for a route: "/healthz/" is not "/healthz"', async () => {
    const table = new RouteTable().on('*', '/healthz', () => json({ status: 'ok' }));
    expect((await table.fetch(get('/healthz', 'POST'))).status).toBe(200);
    expect((await table.fetch(get('/healthz/'))).status).toBe(404);
  });

  it('hands a mounted handler the whole request and the connection facts it was given', async () => {
    const seen: [string, ConnectionInfo | undefined][] = [];
    const api = vi.fn((request: Request, connection?: ConnectionInfo) => {
      seen.push([new URL(request.url).pathname, connection]);
      return Promise.resolve(json({}));
    });
    const table = new RouteTable().mount('/api/paykit', api);
    const connection = { remoteAddress: '192.0.2.1', rawTarget: '/api/paykit/payments/../balances' };
    await table.fetch(get('/api/paykit/balances'), connection);
    await table.fetch(get('/api/paykit'));
    expect((await table.fetch(get('/api/paykitx'))).status).toBe(404);
    expect(seen).toEqual([
      ['/api/paykit/balances', connection],
      ['/api/paykit', undefined],
    ]);
  });

  it('answers an HttpError as its envelope and anything else as a reported 500, with the edge’s headers and translation', async () => {
    const onError = vi.fn();
    class Outage extends Error {}
    const table = new RouteTable({
      onError,
      headers: { 'x-content-type-options': 'nosniff' },
      translate: (error) => (error instanceof Outage ? new HttpError(503, 'store_unavailable', 'Later') : undefined),
    })
      .on('GET', '/refused', () => {
        throw new HttpError(429, 'rate_limited', 'Slow down', { headers: { 'retry-after': '3' } });
      })
      .on('GET', '/outage', () => {
        throw new Outage('redis down');
      })
      .on('GET', '/broken', () => {
        throw new Error('secret detail');
      });
    const refused = await table.fetch(get('/refused'));
    expect([refused.status, refused.headers.get('retry-after'), refused.headers.get('x-content-type-options')]).toEqual([429, '3', 'nosniff']);
    expect((await table.fetch(get('/outage'))).status).toBe(503);
    const broken = await table.fetch(get('/broken'));
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side; try again' } });
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).toEqual(['secret detail']);
  });

  it('runs its checks before any route or mount, and lets the edge render some refusals its own way', async () => {
    const table = new RouteTable({
      render: (error, _request, url) => (url.pathname === '/page' ? new Response(`${error.message}.\n`, { status: error.status }) : undefined),
    })
      .check((_request, { url }) => {
        if (url.host !== 'shop.test') throw new HttpError(421, 'host_not_allowed', 'Wrong host');
      })
      .mount('/api', () => Promise.resolve(json({})))
      .on('GET', '/page', () => new Response('page'));
    const elsewhere = (path: string) => new Request(`http://evil.test${path}`);
    expect((await table.fetch(get('/page'))).status).toBe(200);
    const page = await table.fetch(elsewhere('/page'));
    expect([page.status, await page.text()]).toEqual([421, 'Wrong host.\n']);
    const api = await table.fetch(elsewhere('/api/x'));
    expect([api.status, (await api.json()).error.code]).toEqual([421, 'host_not_allowed']);
  });
});
