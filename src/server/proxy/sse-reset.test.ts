/**
 * An event stream whose browser is gone before the stream exists (a reset within a few ms, while
 * the payment is still being read from a shared store) must give its slot back at once; before,
 * 40 such resets left the client unable to open its six streams for ten minutes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import { openAndReset, openStream } from '../../../test/support/raw-streams';
import { toNodeListener } from '../../node/adapter';
import { MemoryStatusStore, type StoredStatus } from './status-store';

/** A store whose reads take a network round trip, as Redis's do. */
class DistantStore extends MemoryStatusStore {
  override async get(paymentId: string): Promise<StoredStatus | undefined> {
    await new Promise((resolve) => setTimeout(resolve, 25));
    return super.get(paymentId);
  }
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function watchedPayment() {
  const p = await createProxyHarness({ store: new DistantStore() });
  const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
  return { p, path: `/api/paykit/payments/${created.body.payment_id as string}/events` };
}

describe('event streams whose browser left early', () => {
  it('give their slots back: after 40 resets within 0–4 ms the client still opens its six streams', async () => {
    const { p, path } = await watchedPayment();
    server = createServer(toNodeListener(p.handler));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    for (let i = 0; i < 40; i++) await openAndReset(port, path, i % 5);
    // Every reset request is past its store read by now.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const streams = await Promise.all(Array.from({ length: 6 }, () => openStream(port, path)));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const stream of streams) stream.close();
  });

  it('give their slot back when the request was aborted before the stream was made (any runtime, no adapter)', async () => {
    const { p, path } = await watchedPayment();
    p.useHandler({ limits: { maxStreamsPerClient: 1, clientKey: () => 'one' } });
    const gone = new AbortController();
    const leaving = p.call('GET', path.replace('/api/paykit', ''), { signal: gone.signal });
    // Aborted while the payment is still being read; the runtime then drops the answer unread.
    gone.abort();
    await leaving;
    const next = await p.call('GET', path.replace('/api/paykit', ''));
    expect(next.status).toBe(200);
    await next.response.body?.cancel();
  });
});
