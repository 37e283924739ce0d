/**
 * Two proxy instances over one StatusStore (the seam a Redis-backed store plugs into): the one
 * that receives the webhook and the one the browser talks to serve the same live status.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness, sseReader, type SseFrame } from '../../../test/support/proxy-harness';
import { MemoryStatusStore } from './status-store';

describe('two handler instances sharing one store', () => {
  it('one receives the webhooks; the other answers GET and its open SSE stream sees the change', async () => {
    const p = await createProxyHarness();
    const shared = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    // Instance A is the webhook receiver (the harness delivers the sandbox's webhooks to it).
    p.useHandler({ store: shared });
    // Instance B serves the browser.
    const b = p.makeHandler({ store: shared });
    const created = await p.call('POST', '/payments', { body: { order: 'tee' }, via: b });
    expect(created.status).toBe(201);
    const paymentId = created.body.payment_id as string;

    const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`, { via: b })).response);
    expect(await stream.nextEvent()).toMatchObject({ id: '1', data: { status: 'pending' } });

    await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await p.sandbox.idle();
    expect(
      p.sandbox
        .deliveries()
        .filter((d) => d.body.includes(paymentId))
        .map((d) => d.status),
    ).toEqual(['delivered', 'delivered']);

    // The two deliveries race: payment.confirmed may land first (confirming, then settled) or after
    // payment.settled (then it is stale and dropped). Either way the stream ends on settled.
    const changes: SseFrame[] = [];
    for (let frame = await stream.nextEvent(); frame; frame = await stream.nextEvent()) changes.push(frame);
    const statuses = changes.map((frame) => (frame.data as { status: string }).status);
    expect([['confirming', 'settled'], ['settled']]).toContainEqual(statuses);
    expect(changes.at(-1)).toMatchObject({ id: String(changes.length + 1), data: { payment_id: paymentId, status: 'settled', amount_due: '0.00' } });

    const since = p.mark();
    const viaB = await p.call('GET', `/payments/${paymentId}`, { via: b });
    const viaA = await p.call('GET', `/payments/${paymentId}`);
    expect(viaB.body).toMatchObject({ status: 'settled', amount_received: '25.00' });
    expect(viaA.body).toEqual({ ...viaB.body, server_time: expect.any(String) });
    // Both answered from the shared store.
    expect(since()).toEqual([]);
  });

  it('control: an instance with its own store keeps what it created and never hears of the change', async () => {
    const p = await createProxyHarness();
    p.useHandler({ store: new MemoryStatusStore() });
    const separate = p.makeHandler({ store: new MemoryStatusStore() });
    const created = await p.call('POST', '/payments', { body: { order: 'tee' }, via: separate });
    await p.client.sandbox.simulatePayment(created.body.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    expect((await p.call('GET', `/payments/${created.body.payment_id}`, { via: separate })).body.status).toBe('pending');
    expect((await p.call('GET', `/payments/${created.body.payment_id}`)).body.status).toBe('settled');
  });

  it('a hosted checkout opened on one instance is reused by the other', async () => {
    const p = await createProxyHarness();
    const shared = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    p.useHandler({ store: shared });
    const b = p.makeHandler({ store: shared });
    const link = await p.client.paymentLinks.create({ amount: '9.00', currency: 'USDT' });
    const first = await p.call('POST', `/payment-links/${link.id}/checkout`);
    const second = await p.call('POST', `/payment-links/${link.id}/checkout`, { via: b });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.payment.payment_id).toBe(first.body.payment.payment_id);
    expect(p.upstream.filter((r) => r.method === 'POST' && r.url.endsWith('/v1/payments'))).toHaveLength(1);
  });
});
