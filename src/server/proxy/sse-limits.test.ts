/**
 * Event streams held open by one address: each costs the proxy a subscription and a socket for
 * up to ten minutes, so how many one client (and everyone) may hold is capped, and a closed
 * stream gives its slot back.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';

async function watched(extra: { maxStreamsPerClient?: number; maxStreams?: number } = {}) {
  const p = await createProxyHarness();
  p.useHandler({ limits: { ...extra, clientKey: (request) => request.headers.get('x-client') ?? 'one' } });
  const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
  const open = (client = 'one') => p.call('GET', `/payments/${created.body.payment_id as string}/events`, { headers: { 'x-client': client } });
  return { p, open, paymentId: created.body.payment_id as string };
}

/** Hangs up a stream, as a browser leaving the page does. */
const close = (stream: { response: Response }): Promise<void> => stream.response.body?.cancel() ?? Promise.resolve();

describe('event streams per client', () => {
  it('refuses a client’s seventh open stream with 429 and Retry-After', async () => {
    const { open } = await watched();
    const streams = await Promise.all(Array.from({ length: 6 }, () => open()));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const seventh = await open();
    expect(seventh.status).toBe(429);
    expect(seventh.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(seventh.body.error).toEqual({ code: 'too_many_streams', message: 'Too many open status streams from you; close one and try again' });
    expect((await open('another')).status).toBe(200);
    await Promise.all(streams.map(close));
  });

  it('gives the slot back when a stream closes', async () => {
    const { open } = await watched({ maxStreamsPerClient: 1 });
    const first = await open();
    expect((await open()).status).toBe(429);
    await first.response.body?.cancel();
    const again = await open();
    expect(again.status).toBe(200);
    await again.response.body?.cancel();
  });

  it('gives the slot back at once for a payment already final (its stream ends after one event)', async () => {
    const { p, open, paymentId } = await watched({ maxStreamsPerClient: 1 });
    await p.client.sandbox.simulatePayment(paymentId, { status: 'expired' });
    await p.sandbox.idle();
    const ended = await open();
    await ended.response.text();
    expect((await open()).status).toBe(200);
  });

  it('refuses anyone past the total', async () => {
    const { open } = await watched({ maxStreams: 2 });
    const held = [await open('a'), await open('b')];
    const refused = await open('c');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('streams_busy');
    await Promise.all(held.map(close));
  });
});
