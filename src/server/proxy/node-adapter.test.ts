/**
 * The proxy behind the Node adapter on a real loopback socket: SSE flushes as it is written,
 * a dropped connection ends the stream and its subscription, and the default rate-limit key is
 * the peer address (not a header the client chooses).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import { toNodeListener } from '../../node/adapter';
import { MemoryStatusStore } from './status-store';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(handler: (request: Request) => Promise<Response>): Promise<string> {
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

function get(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, resolve);
    req.on('error', reject);
    req.end();
  });
}

/** Reads from a response until `pattern` has appeared in what was received. */
function readUntil(res: IncomingMessage, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(text)}`)), 2000);
    res.setEncoding('utf8');
    res.on('data', function onData(chunk: string) {
      text += chunk;
      if (pattern.test(text)) {
        clearTimeout(timer);
        res.off('data', onData);
        resolve(text);
      }
    });
  });
}

const listenerCount = (store: MemoryStatusStore) =>
  [...(store as unknown as { listeners: Map<string, Set<unknown>> }).listeners.values()].reduce((n, s) => n + s.size, 0);

describe('the proxy behind toNodeListener', () => {
  it('streams SSE frames as they happen and drops the subscription when the client disconnects', async () => {
    const p = await createProxyHarness();
    const store = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    p.useHandler({ store, limits: { heartbeatMs: 60_000 } });
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    const base = await serve(p.handler);

    const res = await get(`${base}/api/paykit/payments/${created.body.payment_id}/events`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(await readUntil(res, /id: 1\n/)).toContain('"status":"pending"');
    expect(listenerCount(store)).toBe(1);

    // A change arrives while the response is still open: it is flushed, not buffered.
    await p.client.sandbox.simulatePayment(created.body.payment_id, { status: 'underpaid', amount_received: '1' });
    await p.sandbox.idle();
    expect(await readUntil(res, /id: 2\n/)).toContain('"status":"underpaid"');

    res.destroy();
    for (let i = 0; i < 100 && listenerCount(store) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listenerCount(store)).toBe(0);
  });

  it('keys the default rate limit on the peer address, whatever X-Forwarded-For says', async () => {
    // One store across both handlers: the limited one knows the payment without reading it back.
    const store = new MemoryStatusStore();
    const p = await createProxyHarness({ store });
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    p.useHandler({ store, limits: { rateLimit: { burst: 2, perSecond: 0.001 } } });
    const base = await serve(p.handler);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await get(`${base}/api/paykit/payments/${created.body.payment_id}`, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(res.statusCode ?? 0);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      res.resume();
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
