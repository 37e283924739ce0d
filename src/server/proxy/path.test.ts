/**
 * Path matching on raw request targets. `new Request(url)` resolves `..` and `.` itself, so
 * operationPath is tested with raw strings here, and raw bytes go through the Node adapter over
 * a real loopback socket to show what a raw HTTP client gets.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import { toNodeListener } from '../../node/adapter';
import { operationPath } from './path';

const BASE = '/api/paykit';

describe('operationPath', () => {
  it('splits an allowed path under the mount into decoded segments', () => {
    expect(operationPath('/api/paykit/payments/pay_abc', BASE)).toEqual({ ok: true, segments: ['payments', 'pay_abc'] });
    expect(operationPath('/api/paykit/payments/pay_abc/events', BASE)).toEqual({ ok: true, segments: ['payments', 'pay_abc', 'events'] });
    // One trailing slash is tolerated; the mount itself has no segments.
    expect(operationPath('/api/paykit/balances/', BASE)).toEqual({ ok: true, segments: ['balances'] });
    expect(operationPath('/api/paykit', BASE)).toEqual({ ok: true, segments: [] });
    expect(operationPath('/api/paykit/', BASE)).toEqual({ ok: true, segments: [] });
    // Harmless escapes are decoded before matching.
    expect(operationPath('/api/paykit/payments/pay_%41b', BASE)).toEqual({ ok: true, segments: ['payments', 'pay_Ab'] });
  });

  it('honours another mount path, with or without a trailing slash', () => {
    expect(operationPath('/pay/x/payments/pay_1', '/pay/x/')).toEqual({ ok: true, segments: ['payments', 'pay_1'] });
    expect(operationPath('/pay/x/payments/pay_1', '/pay/x')).toEqual({ ok: true, segments: ['payments', 'pay_1'] });
    expect(operationPath('/pay/xy/payments/pay_1', '/pay/x')).toMatchObject({ ok: false, reason: 'outside the mount path' });
  });

  it.each([
    ['/api/paykit/..', 'dot or empty segment'],
    ['/api/paykit/payments/../../v1/accounts/me', 'dot or empty segment'],
    ['/api/paykit/payments/./pay_1', 'dot or empty segment'],
    ['/api/paykit/%2e%2e/v1/accounts/me', 'encoded separator or dot'],
    ['/api/paykit/%2E%2E/v1/accounts/me', 'encoded separator or dot'],
    ['/api/paykit/.%2e/v1/accounts/me', 'encoded separator or dot'],
    ['/api/paykit/%2e./v1/accounts/me', 'encoded separator or dot'],
    ['/api/paykit/payments/pay_1%2F..%2F..%2Fv1', 'encoded separator or dot'],
    ['/api/paykit/payments/pay_1%2f..%2f..%2fv1', 'encoded separator or dot'],
    ['/api/paykit/payments/pay_1%5C..%5Cv1', 'encoded separator or dot'],
    ['/api/paykit/payments/pay_1%5c..', 'encoded separator or dot'],
    ['/api/paykit/payments/pay_1%00', 'encoded separator or dot'],
    ['/api/paykit/payments/pay_1\\..\\v1', 'empty segment or backslash'],
    ['/api/paykit//payments/pay_1', 'empty segment or backslash'],
    ['/api/paykit/payments//pay_1', 'empty segment or backslash'],
    ['/api/paykit/https://evil.example/v1/payments', 'empty segment or backslash'],
    ['/api/paykit/http:%2F%2Fevil.example', 'encoded separator or dot'],
    ['/api/paykit/http:evil.example', 'control or separator character'],
    ['/api/paykit/payments/pay_1%3Fx=1', 'control or separator character'],
    ['/api/paykit/payments/pay_1%23frag', 'control or separator character'],
    ['/api/paykit/payments/pay_1%0d%0aX-Injected:1', 'control or separator character'],
    ['/api/paykit/payments/pay_1%7F', 'control or separator character'],
    ['/api/paykit/payments/%E0%A4%A', 'malformed escape'],
    ['/api/paykit/payments/%', 'malformed escape'],
    ['/v1/accounts/me', 'outside the mount path'],
    ['/api/paykitx/payments', 'outside the mount path'],
    ['/api/payments/pay_1', 'outside the mount path'],
    ['/', 'outside the mount path'],
    ['https://evil.example/api/paykit/payments', 'outside the mount path'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(operationPath(raw, BASE)).toEqual({ ok: false, reason });
  });
});

/** The payload of a chunked HTTP/1.1 body. */
function dechunk(raw: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.slice(at, lineEnd), 16);
    if (!size) return out;
    out += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

describe('the Node adapter and handler on a real socket', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function listen(handler: (request: Request) => Promise<Response>): Promise<number> {
    server = createServer(toNodeListener(handler));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  /** Sends exactly these bytes and returns the status code and body of the answer. */
  function rawRequest(port: number, head: string): Promise<{ status: number; body: string; text: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
        const head = text.slice(0, text.indexOf('\r\n\r\n'));
        const rest = text.slice(head.length + 4);
        resolve({ status, body: /transfer-encoding: chunked/i.test(head) ? dechunk(rest) : rest, text });
      });
      socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
  }

  it.each([
    'GET /api/paykit/payments/../../v1/accounts/me HTTP/1.1',
    'GET /api/paykit/../../v1/accounts/me HTTP/1.1',
    'GET /api/paykit/%2e%2e/%2e%2e/v1/accounts/me HTTP/1.1',
    'GET /api/paykit/%2E%2E/v1/accounts/me/wallet/balances HTTP/1.1',
    'GET /api/paykit/payments/..%2F..%2Fv1%2Faccounts%2Fme HTTP/1.1',
    'GET /api/paykit/payments/pay_1%2f..%2f..%2fv1 HTTP/1.1',
    'GET /api/paykit/payments/pay_1%5C..%5C..%5Cv1 HTTP/1.1',
    'GET /api/paykit//payments/pay_1 HTTP/1.1',
    'GET /api/paykit/https://evil.example/v1/payments HTTP/1.1',
    'GET /api/paykit/http:%2F%2Fevil.example/v1/payments HTTP/1.1',
    'GET https://evil.example/v1/accounts/me HTTP/1.1',
    'GET /v1/accounts/me HTTP/1.1',
    // Dot segments that would resolve to an allowed operation inside the mount are refused too,
    // though URL parsing in the adapter resolves them before the handler runs.
    'GET /api/paykit/onboarding/../balances HTTP/1.1',
    'GET /api/paykit/payments/%2e%2e/balances HTTP/1.1',
    'GET /api/paykit/payments/.%2E/balances HTTP/1.1',
    'GET /api/paykit/./balances HTTP/1.1',
    'GET /api/paykit/payments\\..\\balances HTTP/1.1',
    'GET http://127.0.0.1/api/paykit/onboarding/../balances HTTP/1.1',
  ])('refuses %s with the 404 envelope and no upstream call', async (head) => {
    const p = await createProxyHarness({ policies: { resolveAccount: () => 'acct_anyone' } });
    const port = await listen(p.handler);
    const answer = await rawRequest(port, head);
    expect(answer.status).toBe(404);
    expect(answer.text.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'not_found', message: 'No such operation' } });
    expect(p.upstream).toEqual([]);
  });

  it('still serves an allowed operation over the same socket path (the refusals are not blanket)', async () => {
    const p = await createProxyHarness();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    const port = await listen(p.handler);
    const answer = await rawRequest(port, `GET /api/paykit/payments/${created.body.payment_id} HTTP/1.1`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ payment_id: created.body.payment_id, status: 'pending', amount: '25.00' });
  });
});
