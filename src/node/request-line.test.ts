import { describe, expect, it } from 'vitest';
import { HttpError } from '../web/http-error';
import { requestMethod, requestOrigin, requestUrl } from './request-line';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code, param: error.param };
    return { threw: String(error) };
  }
  return 'accepted';
};

describe('requestOrigin', () => {
  it('takes host names, addresses and ports as browsers send them', () => {
    expect(requestOrigin('shop.example:8080')).toBe('http://shop.example:8080');
    expect(requestOrigin('127.0.0.1')).toBe('http://127.0.0.1');
    expect(requestOrigin('[::1]:5173')).toBe('http://[::1]:5173');
    expect(requestOrigin('SHOP.Example')).toBe('http://shop.example');
    expect(requestOrigin(undefined, 'http://fallback')).toBe('http://fallback');
  });

  it.each(['a b', '[', '[::1', 'a:99999', 'a:-1', 'user@host', 'a/b', 'a?b', 'a#b', 'a\\b', '%zz', '127.0.0.1:65536', '[fe80::1%eth0]'])(
    'refuses %j with 400 naming the Host header',
    (host) => {
      expect(refusal(() => requestOrigin(host))).toEqual({ status: 400, code: 'invalid_request', param: 'host' });
    },
  );
});

describe('requestUrl', () => {
  it('reads an origin-form target as a path on the request’s own origin, never as another authority', () => {
    const url = requestUrl('//x:99999/', 'shop.example');
    expect(url.host).toBe('shop.example');
    expect(url.pathname).toBe('//x:99999/');
    expect(requestUrl('//evil.example/pay', 'shop.example').host).toBe('shop.example');
    expect(requestUrl('/pay/pl_1?a=1', 'shop.example').href).toBe('http://shop.example/pay/pl_1?a=1');
  });

  it('takes an absolute-form http(s) target and OPTIONS *', () => {
    expect(requestUrl('http://other.example/healthz', 'shop.example').href).toBe('http://other.example/healthz');
    expect(requestUrl('*', 'shop.example').pathname).toBe('/*');
  });

  it.each(['http://x:99999/', 'http://[::1/', 'file:///etc/passwd', 'javascript:alert(1)', 'x', '?a=1', ''])('refuses the target %j with 400', (target) => {
    expect(refusal(() => requestUrl(target, 'shop.example'))).toEqual({ status: 400, code: 'invalid_request', param: 'path' });
  });
});

describe('requestMethod', () => {
  it('passes every method a Web Request can carry', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'M-SEARCH', 'QUERY']) expect(requestMethod(method)).toBe(method);
  });

  it.each(['TRACE', 'CONNECT', 'TRACK', 'trace'])('answers %s with 501', (method) => {
    expect(refusal(() => requestMethod(method))).toEqual({ status: 501, code: 'method_not_implemented', param: undefined });
  });
});
