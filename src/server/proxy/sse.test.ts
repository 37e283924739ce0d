/**
 * GET /payments/:id/events: Server-Sent Events of the public view, with `id:` lines equal to
 * store versions, Last-Event-ID resume, heartbeats, no-buffering headers, an end at a final
 * state, and no subscription left behind when the browser goes away.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProxyHarness, sseReader } from '../../../test/support/proxy-harness';
import { MemoryStatusStore, type StatusStore, type StoredStatus } from './status-store';

/** A store that counts subscriptions, so a test can see every one was undone. */
class CountingStore implements StatusStore {
  subscribed = 0;
  unsubscribed = 0;
  // A clock at 0: versions count 1, 2, 3 (in production they start from the time, see status-store.test.ts).
  constructor(readonly inner = new MemoryStatusStore({ now: () => 0 })) {}
  get = (id: string) => this.inner.get(id);
  apply: StatusStore['apply'] = (next) => this.inner.apply(next);
  claimEvent = (id: string, ttl: number) => this.inner.claimEvent(id, ttl);
  confirmEvent = (id: string, ttl: number) => this.inner.confirmEvent(id, ttl);
  releaseEvent = (id: string) => this.inner.releaseEvent(id);
  checkoutPayment = (id: string) => this.inner.checkoutPayment(id);
  rememberCheckout = (link: string, payment: string) => this.inner.rememberCheckout(link, payment);
  forgetCheckout = (link: string, payment: string) => this.inner.forgetCheckout(link, payment);
  claimCheckout: StatusStore['claimCheckout'] = (link, token, leaseMs) => this.inner.claimCheckout(link, token, leaseMs);
  releaseCheckout: StatusStore['releaseCheckout'] = (link, token) => this.inner.releaseCheckout(link, token);
  virtualAccount: StatusStore['virtualAccount'] = (account) => this.inner.virtualAccount(account);
  rememberVirtualAccount: StatusStore['rememberVirtualAccount'] = (account, details) => this.inner.rememberVirtualAccount(account, details);
  claimVirtualAccount: StatusStore['claimVirtualAccount'] = (account, token, leaseMs) => this.inner.claimVirtualAccount(account, token, leaseMs);
  releaseVirtualAccount: StatusStore['releaseVirtualAccount'] = (account, token) => this.inner.releaseVirtualAccount(account, token);
  subscribe(paymentId: string, listener: (status: StoredStatus) => void): () => void {
    this.subscribed++;
    const undo = this.inner.subscribe(paymentId, listener);
    let done = false;
    return () => {
      if (!done) this.unsubscribed++;
      done = true;
      undo();
    };
  }
  /** Listeners the in-memory store still holds, over all payments. */
  liveListeners(): number {
    const map = (this.inner as unknown as { listeners: Map<string, Set<unknown>> }).listeners;
    return [...map.values()].reduce((n, set) => n + set.size, 0);
  }
}

async function setup(extra: { heartbeatMs?: number } = {}, sandboxOptions: { strict?: boolean } = {}) {
  const store = new CountingStore();
  const p = await createProxyHarness({ sandboxOptions });
  p.useHandler({ store, limits: extra });
  const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
  const paymentId = created.body.payment_id as string;
  return { p, store, paymentId, created: created.body };
}

const waitFor = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('payment events stream', () => {
  it('is an unbuffered text/event-stream that starts with a retry hint and the current view as id 1', async () => {
    const { p, paymentId, created } = await setup();
    const since = p.mark();
    const opened = await p.call('GET', `/payments/${paymentId}/events`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers.get('cache-control')?.split(/,\s*/).sort()).toEqual(['no-store', 'no-transform']);
    expect(opened.headers.get('x-accel-buffering')).toBe('no');
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    const stream = sseReader(opened.response);
    expect(await stream.next()).toMatchObject({ retry: '2000' });
    const first = await stream.next();
    // Stamped afresh with the service's clock as it leaves; otherwise the view the POST answered.
    expect(first).toMatchObject({ id: '1', event: 'status', data: { ...created, server_time: expect.any(String) } });
    expect(first?.raw).toMatch(/^id: 1\nevent: status\ndata: \{.*\}$/);
    // Served from the store: the payment the proxy just created is not read back.
    expect(since()).toEqual([]);
    await stream.cancel();
  });

  it('sends each change with id equal to the store version, and ends at the final state', async () => {
    const { p, store, paymentId } = await setup();
    const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`)).response);
    expect((await stream.nextEvent())?.id).toBe('1');

    await p.client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: '10.5' });
    await p.sandbox.idle();
    const underpaid = await stream.nextEvent();
    expect(underpaid).toMatchObject({ id: '2', data: { status: 'underpaid', amount_received: '10.50', amount_due: '14.50' } });
    expect(String((await store.get(paymentId))?.version)).toBe(underpaid?.id);

    await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await p.sandbox.idle();
    const frames = [];
    for (let frame = await stream.nextEvent(); frame; frame = await stream.nextEvent()) frames.push(frame);
    // The confirmation and then the settlement; then the stream is over.
    expect(frames.map((f) => [f.id, (f.data as { status: string }).status])).toEqual([
      ['3', 'confirming'],
      ['4', 'settled'],
    ]);
    expect((await store.get(paymentId))?.version).toBe(4);
    expect(frames[1]?.data).toMatchObject({ amount_received: '25.00', amount_due: '0.00' });
    expect(store.unsubscribed).toBe(store.subscribed);
    expect(store.liveListeners()).toBe(0);
  });

  it('opened on a payment that is already final, sends it once and closes', async () => {
    const { p, paymentId } = await setup();
    await p.client.sandbox.simulatePayment(paymentId, { status: 'expired' });
    await p.sandbox.idle();
    const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`)).response);
    expect(await stream.nextEvent()).toMatchObject({ event: 'status', data: { status: 'expired', amount_due: '25.00' } });
    expect(await stream.next()).toBeNull();
  });

  it('resumes after Last-Event-ID without resending what was seen', async () => {
    const { p, paymentId } = await setup();
    await p.client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: '5' });
    await p.sandbox.idle();
    // Seen everything up to version 2: the stream opens with nothing but the retry hint.
    const resumed = sseReader((await p.call('GET', `/payments/${paymentId}/events`, { headers: { 'last-event-id': '2' } })).response);
    expect(await resumed.next()).toMatchObject({ retry: '2000' });
    await expect(resumed.next(100)).rejects.toThrow(/no SSE data/);
    await p.client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: '12' });
    await p.sandbox.idle();
    expect(await resumed.nextEvent()).toMatchObject({ id: '3', data: { status: 'underpaid', amount_received: '12.00' } });
    await resumed.cancel();

    // Seen only version 1: the current state (version 3) is sent at once.
    const behind = sseReader((await p.call('GET', `/payments/${paymentId}/events`, { headers: { 'last-event-id': '1' } })).response);
    expect(await behind.nextEvent()).toMatchObject({ id: '3', data: { amount_received: '12.00' } });
    await behind.cancel();

    // The query form, for EventSource polyfills that cannot set headers.
    const byQuery = sseReader((await p.call('GET', `/payments/${paymentId}/events?lastEventId=3`)).response);
    expect(await byQuery.next()).toMatchObject({ retry: '2000' });
    await expect(byQuery.next(50)).rejects.toThrow(/no SSE data/);
    await byQuery.cancel();
  });

  it('sends the current state to a Last-Event-ID ahead of the store: a process since restarted gave it', async () => {
    const { p, paymentId } = await setup();
    const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`, { headers: { 'last-event-id': '999' } })).response);
    expect(await stream.nextEvent()).toMatchObject({ id: '1', data: { status: 'pending' } });
    await stream.cancel();
  });

  it.each(['abc', '-1', '1.5', '', '9'.repeat(16)])('ignores an unusable Last-Event-ID %j and sends the current state', async (value) => {
    const { p, paymentId } = await setup();
    const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`, { headers: { 'last-event-id': value } })).response);
    expect(await stream.nextEvent()).toMatchObject({ id: '1', data: { status: 'pending' } });
    await stream.cancel();
  });

  it('sends heartbeat comments while nothing changes', async () => {
    const { p, paymentId } = await setup({ heartbeatMs: 20 });
    const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`)).response);
    expect((await stream.nextEvent())?.id).toBe('1');
    const beat = await stream.next(500);
    expect(beat?.raw).toBe(': keep-alive');
    expect(beat?.comments).toEqual(['keep-alive']);
    expect((await stream.next(500))?.raw).toBe(': keep-alive');
    await stream.cancel();
  });

  it('closes and unsubscribes when the request is aborted (the browser went away)', async () => {
    const { p, store, paymentId } = await setup({ heartbeatMs: 20 });
    const controller = new AbortController();
    const opened = await p.call('GET', `/payments/${paymentId}/events`, { signal: controller.signal });
    const stream = sseReader(opened.response);
    expect((await stream.nextEvent())?.id).toBe('1');
    expect(store.subscribed).toBe(1);
    expect(store.liveListeners()).toBe(1);
    controller.abort();
    // The stream ends (heartbeats included) and the listener is gone.
    let frame = await stream.next(500);
    while (frame) frame = await stream.next(500);
    expect(store.unsubscribed).toBe(1);
    expect(store.liveListeners()).toBe(0);
    // A later change reaches nobody and breaks nothing.
    await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await p.sandbox.idle();
    expect((await p.call('GET', `/payments/${paymentId}`)).body.status).toBe('settled');
  });

  it('unsubscribes when the reader cancels, and leaks nothing over many short-lived streams', async () => {
    const { p, store, paymentId } = await setup({ heartbeatMs: 10 });
    const controllers: AbortController[] = [];
    for (let i = 0; i < 10; i++) {
      const controller = new AbortController();
      controllers.push(controller);
      const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`, { signal: controller.signal })).response);
      await stream.nextEvent();
      if (i % 2 === 0) await stream.cancel();
    }
    for (const controller of controllers) controller.abort();
    await waitFor(() => store.unsubscribed === 10, 'every stream to unsubscribe');
    expect(store.subscribed).toBe(10);
    expect(store.liveListeners()).toBe(0);
  });

  describe('on a long-open stream', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('ends after 10 minutes even if the payment never finishes (the browser reconnects), unsubscribing', async () => {
      const { p, store, paymentId } = await setup({ heartbeatMs: 60_000 });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`)).response);
      expect((await stream.nextEvent())?.id).toBe('1');
      await vi.advanceTimersByTimeAsync(9 * 60_000 + 59_000);
      expect(store.unsubscribed).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      const rest = [];
      for (let frame = await stream.next(); frame; frame = await stream.next()) rest.push(frame.raw);
      // A heartbeat a minute (the tenth falls due with the deadline), then the end.
      expect(rest).toEqual(Array(10).fill(': keep-alive'));
      expect(store.unsubscribed).toBe(1);
      expect(store.liveListeners()).toBe(0);
    });

    it('holds a bounded backlog for a reader that stops reading: heartbeats wait, and only the newest status is kept', async () => {
      const { p, store, paymentId } = await setup({ heartbeatMs: 1 });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const stream = sseReader((await p.call('GET', `/payments/${paymentId}/events`)).response);
      expect((await stream.nextEvent())?.id).toBe('1');
      // The reader stops reading: 20,000 heartbeats fall due (300 KB, were each one kept).
      await vi.advanceTimersByTimeAsync(20_000);
      const pending = (await store.get(paymentId))?.view as StoredStatus['view'];
      await store.apply({ ...pending, status: 'confirming', amount_received: '25.00', amount_due: '0.00' });
      await store.apply({ ...pending, status: 'settled', amount_received: '25.00', amount_due: '0.00' });
      const rest = [];
      for (let frame = await stream.next(); frame; frame = await stream.next()) rest.push(frame);
      const heartbeats = rest.filter((frame) => frame.raw === ': keep-alive');
      // At most the stream's slack (16 KiB) of heartbeats was held, then the newest status, which says it all.
      expect(heartbeats.length * ': keep-alive\n\n'.length).toBeLessThanOrEqual(16 * 1024 + 14);
      expect(rest.filter((frame) => frame.event === 'status').map((frame) => [frame.id, (frame.data as { status: string }).status])).toEqual([['3', 'settled']]);
      expect(store.liveListeners()).toBe(0);
    });
  });

  it('answers 404 JSON for an unknown payment instead of opening a stream', async () => {
    // Only the read-back (readPayments 'when-available', GET /v1/payments/{id}) of paykit's
    // non-strict sandbox learns the payment does not exist; this tests that case.
    const { p, store } = await setup({}, { strict: false });
    const response = await p.call('GET', '/payments/pay_doesnotexist/events');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'No such payment' } });
    expect(store.subscribed).toBe(0);
  });
});
