/**
 * The real emulator's dispatcher against the proxy's receiver: deliveries that fail while the
 * receiver is down are retried on the virtual clock, and live status converges with nothing lost.
 */
import { describe, expect, it, vi } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import type { WebhookEvent } from '../../shared/schemas/webhooks';
import { MemoryStatusStore } from './status-store';

async function setup() {
  const p = await createProxyHarness();
  const store = new MemoryStatusStore();
  const seen: WebhookEvent[] = [];
  const onEvent = vi.fn((event: WebhookEvent) => void seen.push(event));
  p.useHandler({ store, webhooks: { onEvent } });
  const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
  const paymentId = created.body.payment_id as string;
  const deliveriesOf = () => p.sandbox.deliveries().filter((d) => d.body.includes(paymentId));
  return { p, store, onEvent, seen, paymentId, deliveriesOf };
}

describe('webhook retries from the emulator', () => {
  it('receiver down while the payment settles, back up, clock past the first retry: settled, nothing lost', async () => {
    const { p, store, onEvent, seen, paymentId, deliveriesOf } = await setup();
    p.setReceiverUp(false);
    await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await p.sandbox.idle();

    // Both events were attempted and failed; the proxy still shows what it knew.
    const failed = deliveriesOf();
    expect(failed.map((d) => [d.event, d.status, d.attempts.length])).toEqual([
      ['payment.confirmed', 'pending', 1],
      ['payment.settled', 'pending', 1],
    ]);
    expect(failed[0]?.attempts[0]).toMatchObject({ status_code: null, error: expect.stringContaining('ECONNREFUSED') });
    expect(failed.map((d) => d.next_attempt_at)).toEqual(['2026-01-15T09:01:00.000Z', '2026-01-15T09:01:00.000Z']);
    expect((await p.call('GET', `/payments/${paymentId}`)).body.status).toBe('pending');
    expect(onEvent).not.toHaveBeenCalled();

    p.setReceiverUp(true);
    await p.sandbox.advance(59);
    expect(onEvent).not.toHaveBeenCalled();
    await p.sandbox.advance(1);

    const delivered = deliveriesOf();
    expect(delivered.map((d) => [d.event, d.status, d.attempts.length, d.attempts[1]?.status_code])).toEqual([
      ['payment.confirmed', 'delivered', 2, 200],
      ['payment.settled', 'delivered', 2, 200],
    ]);
    // Each event acted on exactly once, and every delivered event id is one the merchant saw.
    // The two retries fall due at the same instant and race, so the order they are seen in is free.
    expect(seen.map((e) => e.event).sort()).toEqual(['payment.confirmed', 'payment.settled']);
    expect(seen.map((e) => e.id).sort()).toEqual(delivered.map((d) => d.event_id).sort());
    const since = p.mark();
    const read = await p.call('GET', `/payments/${paymentId}`);
    expect(read.body).toMatchObject({ payment_id: paymentId, status: 'settled', amount_received: '25.00', amount_due: '0.00' });
    expect(since()).toEqual([]); // from the store the webhooks fed, not a fallback read
    expect((await store.get(paymentId))?.view.status).toBe('settled');
  });

  it('down through the first two retries (1 and 5 minutes), up for the third (30 minutes): still converges', async () => {
    const { p, seen, paymentId, deliveriesOf } = await setup();
    p.setReceiverUp(false);
    await p.client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: '4' });
    await p.sandbox.idle();
    await p.sandbox.advance(60);
    await p.sandbox.advance(5 * 60);
    expect(deliveriesOf()[0]).toMatchObject({ status: 'pending', next_attempt_at: '2026-01-15T09:36:00.000Z' });
    expect(deliveriesOf()[0]?.attempts).toHaveLength(3);
    p.setReceiverUp(true);
    await p.sandbox.advance(30 * 60);
    expect(deliveriesOf()[0]).toMatchObject({ status: 'delivered' });
    expect(deliveriesOf()[0]?.attempts).toHaveLength(4);
    // The payment expired meanwhile (30 min after creation); that event arrived too, and wins.
    expect(seen.map((e) => e.event).sort()).toEqual(['payment.confirmed', 'payment.failed']);
    expect((await p.call('GET', `/payments/${paymentId}`)).body).toMatchObject({ status: 'expired', amount_received: '4.00' });
  });

  it('a receiver error (onEvent throws once) is retried by the service and the settlement still lands', async () => {
    const { p, onEvent, paymentId, deliveriesOf } = await setup();
    let failures = 0;
    onEvent.mockImplementation((event: WebhookEvent) => {
      if (event.event === 'payment.settled' && failures++ === 0) throw new Error('ledger busy');
    });
    await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await p.sandbox.idle();
    expect(deliveriesOf().map((d) => [d.event, d.status, d.attempts.map((a) => a.status_code)])).toEqual([
      ['payment.confirmed', 'delivered', [200]],
      ['payment.settled', 'pending', [500]],
    ]);
    await p.sandbox.advance(60);
    expect(deliveriesOf().map((d) => d.status)).toEqual(['delivered', 'delivered']);
    expect(onEvent.mock.calls.map(([e]) => e.event)).toEqual(['payment.confirmed', 'payment.settled', 'payment.settled']);
    expect((await p.call('GET', `/payments/${paymentId}`)).body.status).toBe('settled');
  });
});
