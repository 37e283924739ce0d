/**
 * Raw HTTP/1.1 requests a browser would never send and an attacker (or a careless reverse proxy)
 * will: every method Node's parser accepts, Host headers that are not hosts, request targets that
 * read as another authority or are not paths at all, and a seeded random batch of both. Sent on
 * their own sockets so one that Node refuses cannot take the next with it.
 */
import { METHODS } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';

const BAD_HOSTS = [
  'a b',
  '[',
  ']',
  '[::1',
  '::1',
  'a:99999',
  'a:-1',
  'a:port',
  'a:',
  'user@host',
  'user:pass@host',
  'a/b',
  'a?b',
  'a#b',
  'a\\b',
  '%',
  '%zz',
  '',
  ' ',
  'a'.repeat(300),
  `${'a'.repeat(64)}.example`,
  'xn--',
  'xn--a.xn--b',
  'a..b',
  '.',
  '*',
  '[fe80::1%eth0]',
  '[::ffff:127.0.0.1]:99999',
  '127.0.0.1:65536',
  '0x7f.1',
  'exa\u00ffmple',
];

const BAD_TARGETS = [
  '//x:99999/',
  '//x/healthz',
  '//[/',
  '//user:pass@evil/',
  '///',
  '//',
  'http://x:99999/',
  'http://[::1/',
  'https://a b/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'mailto:a@b',
  'x',
  '*',
  '?a=1',
  '/%',
  '/%zz/..',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..\\..\\',
  '/a#b',
  '/\u00ff',
  `/${'a'.repeat(8_000)}`,
  '/api/paykit/../healthz',
  '/api/paykit/payments/%00',
  '/api/paykit//payments',
  '/pay/%2F..%2F',
  '/v1/../api/v1/accounts/me',
];

const GOOD_TARGETS = ['/healthz', '/api/paykit/payments/pay_x', '/pay/pl_x', '/v1/accounts/me', '/api/paykit/webhooks'];

function request(method: string, target: string, host: string | null): string {
  const hostLine = host === null ? '' : `Host: ${host}\r\n`;
  const body = method === 'GET' || method === 'HEAD' ? '' : 'Content-Length: 0\r\n';
  return `${method} ${target} HTTP/1.1\r\n${hostLine}${body}Connection: close\r\n\r\n`;
}

/** A few hundred malformed requests for a server whose good Host is `host`; the same list on every run. */
export function malformedRequests(host: string): string[] {
  const requests: string[] = [];
  for (const method of METHODS) requests.push(request(method, '/healthz', host), request(method, '//x:99999/', host));
  requests.push(request('TRACK', '/healthz', host), request('get', '/healthz', host));
  for (const bad of BAD_HOSTS) for (const target of GOOD_TARGETS.slice(0, 3)) requests.push(request('GET', target, bad));
  for (const bad of BAD_HOSTS.slice(0, 8)) requests.push(request('POST', '/api/paykit/webhooks', bad), request('TRACE', '/pay/pl_x', bad));
  for (const target of BAD_TARGETS) for (const method of ['GET', 'POST', 'TRACE', 'OPTIONS']) requests.push(request(method, target, host));
  requests.push(request('GET', '/healthz', null), request('GET', '//x:99999/', null));
  // Printable ASCII and a few bytes past it, without CR/LF/space (which end the line or the target early).
  const unit = fc.constantFrom(...'ab09.:[]@/\\%#?*-_~!$&\'()+,;=`^{}|"<>\u00ff\u0080'.split(''));
  const piece = fc.string({ unit, minLength: 1, maxLength: 24 });
  for (const [h, t] of fc.sample(fc.tuple(piece, piece), { seed: 21, numRuns: 120 })) {
    requests.push(request('GET', h.startsWith('/') ? h : `/${h}`, t), request('GET', `//${t}`, host));
  }
  return requests;
}

/** The status an HTTP server answered `raw` with, or null when it closed the socket without one. */
export function sendRaw(url: string, raw: string, timeoutMs = 5_000): Promise<number | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve(status ? Number(status[1]) : null);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(raw.slice(0, 120))}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // Only the status line is needed; some answers (SSE) never end on their own.
      if (received.includes('\r\n')) done();
    });
    socket.once('end', done);
    socket.once('close', done);
    socket.once('error', done);
    socket.write(Buffer.from(raw, 'latin1'));
  });
}

/** Sends every request, `concurrency` at a time; the statuses in order. */
export async function sendAll(url: string, requests: string[], concurrency = 8): Promise<Array<number | null>> {
  const statuses: Array<number | null> = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      statuses[index] = await sendRaw(url, requests[index] as string);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}
