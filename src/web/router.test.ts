import { describe, expect, it } from 'vitest';
import { isRouteMatch, Router, type RoutePattern } from './router';

interface TestRoute extends RoutePattern {
  name: string;
}

const routes: TestRoute[] = [
  { method: 'GET', path: '/payments/:paymentId', name: 'retrieve' },
  { method: 'GET', path: '/payments/:paymentId/events', name: 'events' },
  { method: 'POST', path: '/payments', name: 'create' },
  { method: 'GET', path: '/accounts/me/balances', name: 'balances' },
  { method: 'GET', path: '/accounts/:id/balances', name: 'account balances' },
  { method: 'POST', path: 'clock', name: 'advance' },
  { method: 'GET', path: 'clock', name: 'clock' },
];
const router = new Router<TestRoute>().add(...routes);

describe('Router', () => {
  it('matches literal segments and captures parameters, with no partial matches', () => {
    expect(router.match('GET', '/payments/pay_1/events')).toMatchObject({ route: { name: 'events' }, params: { paymentId: 'pay_1' } });
    expect(router.match('GET', '/payments/pay_1/other')).toEqual({ allowed: [] });
    expect(router.match('GET', '/Payments/pay_1')).toEqual({ allowed: [] });
    expect(router.match('GET', '/payments/pay_1/events/more')).toEqual({ allowed: [] });
  });

  it('ignores empty segments and takes the first route that matches', () => {
    expect(router.match('GET', 'payments//pay_1/')).toMatchObject({ route: { name: 'retrieve' } });
    expect(router.match('GET', '/accounts/me/balances')).toMatchObject({ route: { name: 'balances' }, params: {} });
    expect(router.match('GET', '/accounts/acct_1/balances')).toMatchObject({ route: { name: 'account balances' }, params: { id: 'acct_1' } });
  });

  it('lists the methods a path takes when the method is not one of them', () => {
    expect(router.match('DELETE', '/clock')).toEqual({ allowed: ['POST', 'GET'] });
    expect(router.match('GET', '/payments')).toEqual({ allowed: ['POST'] });
    expect(isRouteMatch(router.match('GET', '/payments'))).toBe(false);
    expect(isRouteMatch(router.match('POST', '/payments'))).toBe(true);
  });

  it('decodes parameters of a raw path; a malformed escape matches nothing', () => {
    expect(router.match('GET', '/payments/pay%201')).toMatchObject({ params: { paymentId: 'pay 1' } });
    expect(router.match('GET', '/payments/%E0%A4%A')).toEqual({ allowed: [] });
    // Literal segments compare as sent: an encoded literal is another path.
    expect(router.match('POST', '/pay%6Dents')).toEqual({ allowed: [] });
  });

  it('takes pre-decoded segments as they are (no second decoding)', () => {
    expect(router.matchSegments('GET', ['payments', 'pay%201'])).toMatchObject({ params: { paymentId: 'pay%201' } });
    expect(router.matchSegments('GET', ['payments'])).toEqual({ allowed: ['POST'] });
  });

  it('refuses parameters longer than maxParamLength', () => {
    const capped = new Router<TestRoute>({ maxParamLength: 5 }).add(...routes);
    expect(capped.match('GET', '/payments/12345')).toMatchObject({ params: { paymentId: '12345' } });
    expect(capped.match('GET', '/payments/123456')).toEqual({ allowed: [] });
  });
});

describe('Router: rests and any method', () => {
  const files = new Router<TestRoute>().add({ method: 'GET', path: '/assets/*', name: 'asset' }, { method: '*', path: '/healthz', name: 'health' });

  it('matches a last `*` against one or more remaining segments, kept as sent', () => {
    expect(files.matchSegments('GET', ['assets', 'a%20b', 'c.js'])).toMatchObject({ route: { name: 'asset' }, params: { '*': 'a%20b/c.js' } });
    expect(files.matchSegments('GET', ['assets'])).toEqual({ allowed: [] });
  });

  it('takes every method for a `*` route', () => {
    expect(files.matchSegments('DELETE', ['healthz'])).toMatchObject({ route: { name: 'health' } });
    expect(files.matchSegments('POST', ['assets', 'x.js'])).toEqual({ allowed: ['GET'] });
  });
});
