/** The client against the real proxy handler and an in-process sandbox: no ports, no fakes in between. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProxyHarness, SHOP_ORIGIN } from '../../test/support/proxy-harness';
import { fakePage, recorder } from '../../test/support/client-fakes';
import { checkoutPaymentLink, getPaymentLink } from './payment-links';
import { createProxyClient } from './proxy-client';
import type { PaymentEvent } from './subscription';

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

/** The client's request as the shop's server receives it: the client fetches URLs relative to the page, here the shop. */
function shopRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return new Request(new URL(input instanceof Request ? input.url : input, SHOP_ORIGIN), init);
}

/** Until `predicate` holds; under fake timers vi.waitFor also moves the clock on at each check. */
function until(events: PaymentEvent[], predicate: (events: PaymentEvent[]) => boolean, timeoutMs = 3000): Promise<void> {
  return vi.waitFor(
    () => {
      if (!predicate(events)) throw new Error(`not yet; events: ${JSON.stringify(events.map((e) => (e.type === 'status' ? e.view.status : e)))}`);
    },
    { timeout: timeoutMs, interval: 5 },
  );
}

describe('paykit/client against the real proxy', () => {
  it('creates a payment, polls it, sees it settle and stops polling', async () => {
    vi.useFakeTimers();
    const harness = await createProxyHarness();
    let requests = 0;
    const client = createProxyClient({
      fetch: (input, init) => {
        requests += 1;
        return harness.handler(shopRequest(input, init));
      },
      EventSource: null,
      page: fakePage(),
      subscription: { pollIntervalMs: 20 },
    });

    const created = await client.createPayment({ order: 'tee' });
    expect(created).toMatchObject({ status: 'pending', amount: '25.00', currency: 'USDT' });
    await expect(client.createPayment({ order: 'hat' })).rejects.toMatchObject({ status: 400, code: 'invalid_request' });

    const r = recorder();
    stops.push(client.subscribePayment(created.payment_id, r.listener));
    await until(r.events, () => r.statuses().includes('pending') && requests >= 4);

    await harness.client.sandbox.simulatePayment(created.payment_id, { status: 'settled' });
    await harness.sandbox.idle();
    await until(r.events, () => r.states().includes('closed'));

    // A poll may land between the sandbox's payment.confirmed and payment.settled webhooks.
    expect(r.statuses().filter((status) => status !== 'confirming')).toEqual(['pending', 'settled']);
    expect(r.errors()).toEqual([]);
    const after = requests;
    await vi.advanceTimersByTimeAsync(150);
    expect(requests).toBe(after);
  });

  it('with a custom fetch and no EventSource given, status goes through that fetch, not the page’s EventSource', async () => {
    const harness = await createProxyHarness();
    const opened: string[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        constructor(url: string) {
          opened.push(url);
        }
      },
    );
    try {
      let requests = 0;
      const client = createProxyClient({
        fetch: (input, init) => {
          requests += 1;
          return harness.handler(shopRequest(input, init));
        },
        page: fakePage(),
        subscription: { pollIntervalMs: 20 },
      });
      expect(client.customFetch).toBe(true);
      const created = await client.createPayment({ order: 'tee' });
      const r = recorder();
      stops.push(client.subscribePayment(created.payment_id, r.listener));
      await until(r.events, () => r.statuses().includes('pending') && requests >= 3);
      expect(opened).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('follows the real event stream to settlement and closes it', async () => {
    const harness = await createProxyHarness();
    const fetchViaProxy = (input: RequestInfo | URL, init?: RequestInit) => harness.handler(shopRequest(input, init));
    const streams: StreamEventSource[] = [];
    let polls = 0;
    const client = createProxyClient({
      fetch: (input, init) => {
        if (init?.method === 'GET') polls += 1;
        return fetchViaProxy(input, init);
      },
      EventSource: streamEventSource(fetchViaProxy, streams),
      page: fakePage(),
    });
    const created = await client.createPayment({ order: 'tee' });
    const r = recorder();
    stops.push(client.subscribePayment(created.payment_id, r.listener));
    await until(r.events, () => r.statuses().includes('pending') && r.states().includes('live'));

    await harness.client.sandbox.simulatePayment(created.payment_id, { status: 'settled' });
    await harness.sandbox.idle();
    await until(r.events, () => r.states().includes('closed'));

    // Every step that reached the proxy is pushed; the two webhooks race, and a payment.confirmed
    // that lands after payment.settled is stale and dropped, so confirming may not appear.
    expect([
      ['pending', 'confirming', 'settled'],
      ['pending', 'settled'],
    ]).toContainEqual(r.statuses());
    expect(streams).toHaveLength(1);
    expect(streams[0]?.url).toBe(`/api/paykit/payments/${created.payment_id}/events`);
    expect(streams[0]?.readyState).toBe(2);
    expect(polls).toBe(0);
  });

  it('reads a payment link and opens (then reuses) its checkout', async () => {
    const harness = await createProxyHarness();
    const client = createProxyClient({
      fetch: (input, init) => harness.handler(shopRequest(input, init)),
      EventSource: null,
      page: fakePage(),
    });
    const link = await harness.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
    await expect(getPaymentLink(client, link.id)).resolves.toMatchObject({ id: link.id, amount: '12.00', status: 'active' });
    const first = await checkoutPaymentLink(client, link.id);
    const again = await checkoutPaymentLink(client, link.id);
    expect(first.payment).toMatchObject({ amount: '12.00', currency: 'USDT', status: 'pending' });
    expect(again.payment.payment_id).toBe(first.payment.payment_id);
    await expect(getPaymentLink(client, 'pl_nope')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('after a restart that forgot the payment (readPayments "never"), hears 404 as final (the store cannot tell it from one never made), then, once a webhook tells its status, settled: by stream and by polling', async () => {
    const harness = await createProxyHarness();
    const fetchViaProxy = (input: RequestInfo | URL, init?: RequestInit) => harness.handler(shopRequest(input, init));
    const streams: StreamEventSource[] = [];
    const streaming = createProxyClient({ fetch: fetchViaProxy, EventSource: streamEventSource(fetchViaProxy, streams), page: fakePage() });
    const polling = createProxyClient({ fetch: fetchViaProxy, EventSource: null, page: fakePage(), subscription: { pollIntervalMs: 20, maxRetryAfterMs: 20 } });
    const created = await streaming.createPayment({ order: 'tee' });
    // A new process with a fresh memory store, not allowed to read payments back.
    harness.useHandler({ upstream: { readPayments: 'never' } });

    // A client of its own: a client keeps a final answer for the payment, as a page does until reloaded.
    const forgotten = recorder();
    stops.push(createProxyClient({ fetch: fetchViaProxy, EventSource: null, page: fakePage() }).subscribePayment(created.payment_id, forgotten.listener));
    await until(forgotten.events, () => forgotten.states().includes('closed'));
    expect(forgotten.errors()).toEqual([expect.objectContaining({ fatal: true, error: expect.objectContaining({ status: 404, code: 'not_found' }) })]);

    await harness.client.sandbox.simulatePayment(created.payment_id, { status: 'settled' });
    await harness.sandbox.idle();
    const byStream = recorder();
    const byPolling = recorder();
    stops.push(streaming.subscribePayment(created.payment_id, byStream.listener));
    stops.push(polling.subscribePayment(created.payment_id, byPolling.listener));
    await until(byStream.events, () => byStream.states().includes('closed'));
    await until(byPolling.events, () => byPolling.states().includes('closed'));
    for (const r of [byStream, byPolling]) {
      expect(r.statuses().at(-1)).toBe('settled');
      expect(r.errors()).toEqual([]);
    }
    expect(streams).toHaveLength(1);
  });

  it('reports a payment the proxy does not know as final', async () => {
    // Only a read-back (readPayments 'when-available', GET /v1/payments/{id}: an extension of
    // paykit's non-strict sandbox) can learn the service has no such payment; this tests that.
    const harness = await createProxyHarness({ sandboxOptions: { strict: false } });
    const client = createProxyClient({
      fetch: (input, init) => harness.handler(shopRequest(input, init)),
      EventSource: null,
      page: fakePage(),
    });
    const r = recorder();
    stops.push(client.subscribePayment('pay_doesnotexist000000', r.listener));
    await until(r.events, () => r.states().includes('closed'));
    expect(r.errors()[0]).toMatchObject({ fatal: true, error: { status: 404, code: 'not_found' } });
  });
});

type StreamEventSource = EventTarget & { url: string; readyState: number; close(): void };

/**
 * Just enough of EventSource, over fetch, to read the proxy's real stream in-process (jsdom
 * has none). It does not reconnect: the end of the stream is an error, as a browser reports it.
 */
function streamEventSource(fetchImpl: typeof fetch, created: StreamEventSource[]): typeof EventSource {
  class FetchEventSource extends EventTarget {
    readyState = 0;
    private readonly controller = new AbortController();
    constructor(readonly url: string) {
      super();
      created.push(this);
      void this.run();
    }
    close() {
      this.readyState = 2;
      this.controller.abort();
    }
    private async run() {
      try {
        const response = await fetchImpl(this.url, { headers: { accept: 'text/event-stream' }, signal: this.controller.signal });
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        this.readyState = 1;
        this.dispatchEvent(new Event('open'));
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            this.dispatchFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
        throw new Error('stream ended');
      } catch {
        if (this.readyState === 2) return;
        this.readyState = 2;
        this.dispatchEvent(new Event('error'));
      }
    }
    private dispatchFrame(frame: string) {
      let type = 'message';
      let id = '';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith('event: ')) type = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0 && this.readyState !== 2) this.dispatchEvent(new MessageEvent(type, { data: data.join('\n'), lastEventId: id }));
    }
  }
  return FetchEventSource as unknown as typeof EventSource;
}
