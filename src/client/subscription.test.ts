import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError, PaykitConnectionError } from '../shared/errors';
import { asEventSource, envelope, FakeEventSource, fakePage, hangingFetch, json, paymentView, recorder, scriptedFetch } from '../../test/support/client-fakes';
import { createProxyClient, type ProxyClientOptions } from './proxy-client';

const T0 = '2026-01-15T09:00:00.000Z';
const T1 = '2026-01-15T09:01:00.000Z';
const T2 = '2026-01-15T09:02:00.000Z';

/** Runs due timers and settles the promises they start. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse(T0) });
  FakeEventSource.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function sseClient(extra: ProxyClientOptions = {}) {
  const { fetch, calls } = scriptedFetch(() => json(paymentView('pending', T0)));
  const page = fakePage();
  const client = createProxyClient({ fetch, EventSource: asEventSource, page, random: () => 0, ...extra });
  return { client, calls, page };
}

function pollingClient(fetchImpl: ReturnType<typeof scriptedFetch>, extra: ProxyClientOptions = {}) {
  const page = fakePage();
  const client = createProxyClient({ fetch: fetchImpl.fetch, EventSource: null, page, random: () => 0, ...extra });
  return { client, page, calls: fetchImpl.calls };
}

describe('subscribePayment over SSE', () => {
  it('delivers each change once and closes at a final state', async () => {
    const { client, calls } = sseClient();
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    const source = FakeEventSource.last;
    expect(source.url).toBe('/api/paykit/payments/pay_1/events');
    expect(source.withCredentials).toBe(false);
    expect(r.states()).toEqual(['connecting']);

    source.open();
    source.send(paymentView('pending', T0), '1');
    source.send(paymentView('pending', T0), '1'); // a reconnect replays the same view
    source.send(paymentView('confirming', T1), '2');
    source.send(paymentView('pending', T0), '3'); // stale: never backwards
    source.send(paymentView('settled', T2), '4');

    expect(r.statuses()).toEqual(['pending', 'confirming', 'settled']);
    expect(r.states()).toEqual(['connecting', 'live', 'closed']);
    expect(source.closed).toBe(true);

    await tick(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('sends cookies cross-origin only with credentials: include', () => {
    const { client } = sseClient({ credentials: 'include', baseUrl: 'https://pay.shop.example/api/paykit/' });
    client.subscribePayment('pay_1', () => {});
    expect(FakeEventSource.last.withCredentials).toBe(true);
    expect(FakeEventSource.last.url).toBe('https://pay.shop.example/api/paykit/payments/pay_1/events');
  });

  it('rides out a single drop (the browser reconnects) and reports it', () => {
    const { client, calls } = sseClient();
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    const source = FakeEventSource.last;
    source.open();
    source.drop();
    expect(r.states()).toEqual(['connecting', 'live', 'reconnecting']);
    expect(r.errors()[0]?.error).toBeInstanceOf(PaykitConnectionError);
    expect(r.errors()[0]?.fatal).toBe(false);
    source.open();
    source.drop(); // not in a row: it reopened in between
    source.open();
    expect(source.closed).toBe(false);
    expect(calls).toHaveLength(0);
    expect(r.states().at(-1)).toBe('live');
  });

  it('falls back to polling when the stream fails twice in a row', async () => {
    const { client, calls } = sseClient();
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    const source = FakeEventSource.last;
    source.open();
    source.drop();
    source.drop();
    expect(source.closed).toBe(true);
    expect(calls).toHaveLength(1); // the first poll goes out at once
    expect(calls[0]?.url).toBe('/api/paykit/payments/pay_1');
    await tick();
    expect(r.statuses()).toEqual(['pending']);
    expect(r.states().at(-1)).toBe('live');
    await tick(2000);
    expect(calls).toHaveLength(2);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('falls back to polling when the stream never opens', () => {
    const { client, calls } = sseClient();
    client.subscribePayment('pay_1', () => {});
    FakeEventSource.last.drop();
    expect(FakeEventSource.last.closed).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('falls back to polling when the browser closes the stream for good', () => {
    const { client, calls } = sseClient();
    client.subscribePayment('pay_1', () => {});
    FakeEventSource.last.open();
    FakeEventSource.last.fail();
    expect(calls).toHaveLength(1);
  });

  it('falls back to polling when the stream does not open in time (a buffering proxy)', async () => {
    const { client, calls } = sseClient({ subscription: { sseOpenTimeoutMs: 5000 } });
    client.subscribePayment('pay_1', () => {});
    await tick(4999);
    expect(calls).toHaveLength(0);
    await tick(1);
    expect(FakeEventSource.last.closed).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('polls when the browser has no EventSource at all (jsdom has none)', () => {
    expect(typeof (globalThis as { EventSource?: unknown }).EventSource).toBe('undefined');
    const { fetch, calls } = scriptedFetch(() => json(paymentView()));
    createProxyClient({ fetch, page: fakePage() }).subscribePayment('pay_1', () => {});
    expect(calls).toHaveLength(1);
  });

  it('closes the stream while the tab is hidden and opens a fresh one when it returns', () => {
    const { client, page, calls } = sseClient();
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    const first = FakeEventSource.last;
    first.open();
    first.send(paymentView('pending', T0));
    page.setHidden(true);
    expect(first.closed).toBe(true);
    page.setHidden(false);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.last.open();
    FakeEventSource.last.send(paymentView('pending', T0)); // the replayed current state
    expect(r.statuses()).toEqual(['pending']);
    expect(calls).toHaveLength(0);
  });

  it('ignores events that are not this payment', () => {
    const { client } = sseClient();
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    FakeEventSource.last.open();
    FakeEventSource.last.send({ ...paymentView(), payment_id: 'pay_2', status: 'settled' });
    FakeEventSource.last.dispatchEvent(new MessageEvent('status', { data: 'not json' }));
    expect(r.statuses()).toEqual([]);
    expect(r.errors()).toHaveLength(2);
    expect(FakeEventSource.last.closed).toBe(false);
  });
});

describe('subscribePayment by polling', () => {
  it('polls about every 2 s and stops at a final state', async () => {
    const f = scriptedFetch(
      () => json(paymentView('pending', T0)),
      () => json(paymentView('pending', T0)),
      () => json(paymentView('underpaid', T1, { amount_received: '10.00', amount_due: '15.00' })),
      () => json(paymentView('settled', T2)),
    );
    const { client, calls } = pollingClient(f);
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    expect(calls).toHaveLength(1);
    await tick();
    await tick(2000);
    await tick(2000);
    await tick(2000);
    expect(calls.map((c) => c.at - Date.parse(T0))).toEqual([0, 2000, 4000, 6000]);
    expect(r.statuses()).toEqual(['pending', 'underpaid', 'settled']);
    expect(r.states()).toEqual(['connecting', 'live', 'closed']);
    await tick(120_000);
    expect(calls).toHaveLength(4);
  });

  it('honours a configured interval', async () => {
    const { client, calls } = pollingClient(
      scriptedFetch(() => json(paymentView())),
      { subscription: { pollIntervalMs: 500 } },
    );
    client.subscribePayment('pay_1', () => {});
    await tick(1000);
    expect(calls).toHaveLength(3);
  });

  it('backs off exponentially with jitter on errors, then returns to the interval', async () => {
    const busy = () => envelope(503, 'upstream_busy', 'busy');
    const f = scriptedFetch(busy, busy, busy, busy, busy, busy, () => json(paymentView()));
    // random() = 0 with equal jitter: exactly half of each ceiling (2, 4, 8, 16, 30, 30 s).
    const { client, calls } = pollingClient(f);
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    await tick(200_000);
    const gaps = calls.slice(1, 8).map((c, i) => c.at - (calls[i]?.at ?? 0));
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 2000]);
    expect(r.errors()).toHaveLength(6);
    expect(r.errors().every((e) => !e.fatal && e.error.name === 'InternalServerError')).toBe(true);
    expect(r.states().slice(0, 3)).toEqual(['connecting', 'reconnecting', 'live']);
  });

  it('keeps backoff within the jitter bounds with a seeded random', async () => {
    const { seededRandom } = await import('../../test/support/client-fakes');
    const f = scriptedFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client, calls } = pollingClient(f, { random: seededRandom(99), subscription: { jitter: 'full' } });
    client.subscribePayment('pay_1', () => {});
    await tick(600_000);
    const gaps = calls.slice(1, 12).map((c, i) => c.at - (calls[i]?.at ?? 0));
    gaps.forEach((gap, attempt) => {
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(Math.min(30_000, 2000 * 2 ** attempt));
    });
  });

  it.each([
    ['delay-seconds', () => ({ 'retry-after': '5' }), 5000],
    ['an HTTP-date', () => ({ 'retry-after': new Date(Date.now() + 10_000).toUTCString() }), 10_000],
    ['a huge value (capped)', () => ({ 'retry-after': '86400' }), 60_000],
  ])('waits out a Retry-After given as %s', async (_, headers, expected) => {
    const f = scriptedFetch(
      () => envelope(429, 'rate_limited', 'slow down', headers()),
      () => json(paymentView()),
    );
    const { client, calls } = pollingClient(f);
    client.subscribePayment('pay_1', () => {});
    await tick(expected - 1);
    expect(calls).toHaveLength(1);
    await tick(1);
    expect(calls).toHaveLength(2);
  });

  it('makes no request while hidden and one at once when visible again', async () => {
    const { client, page, calls } = pollingClient(scriptedFetch(() => json(paymentView())));
    page.setHidden(true);
    client.subscribePayment('pay_1', () => {});
    await tick(30_000);
    expect(calls).toHaveLength(0);
    page.setHidden(false);
    expect(calls).toHaveLength(1);
    await tick(500);
    page.setHidden(true);
    await tick(30_000);
    expect(calls).toHaveLength(1);
    page.setHidden(false);
    expect(calls).toHaveLength(2);
  });

  it('does not jump a Retry-After when the tab returns', async () => {
    const f = scriptedFetch(
      () => envelope(503, 'upstream_busy', 'busy', { 'retry-after': '20' }),
      () => json(paymentView()),
    );
    const { client, page, calls } = pollingClient(f);
    client.subscribePayment('pay_1', () => {});
    await tick();
    page.setHidden(true);
    await tick(5000);
    page.setHidden(false);
    expect(calls).toHaveLength(1);
    await tick(15_000);
    expect(calls).toHaveLength(2);
  });

  it('pauses offline and resumes on online', async () => {
    const { client, page, calls } = pollingClient(scriptedFetch(() => json(paymentView())));
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    await tick();
    page.setOffline(true);
    expect(r.states().at(-1)).toBe('reconnecting');
    await tick(60_000);
    expect(calls).toHaveLength(1);
    page.setOffline(false);
    expect(calls).toHaveLength(2);
    await tick();
    expect(r.states().at(-1)).toBe('live');
  });

  it.each([
    ['no Retry-After: the interval', {}, 2000],
    ['Retry-After 5', { 'retry-after': '5' }, 5000],
    ['a Retry-After below the interval: the interval', { 'retry-after': '1' }, 2000],
    ['a huge Retry-After: capped', { 'retry-after': '86400' }, 60_000],
  ])('polls a payment whose status is being checked on a live connection, without backoff (%s)', async (_, headers, expected) => {
    const checking = () => envelope(503, 'payment_status_unknown', "This payment's status is being checked", headers);
    const f = scriptedFetch(checking, checking, checking, checking, checking, checking, () => json(paymentView()));
    const { client, calls } = pollingClient(f);
    const r = recorder();
    client.subscribePayment('pay_1', r.listener);
    await tick(7 * expected);
    const gaps = calls.slice(1, 7).map((c, i) => c.at - (calls[i]?.at ?? 0));
    expect(gaps).toEqual(Array(6).fill(expected));
    expect(r.errors()).toHaveLength(6);
    expect(r.errors().every((e) => !e.fatal && e.error.name === 'InternalServerError')).toBe(true);
    expect(r.states()).toEqual(['connecting', 'live']);
    expect(r.statuses()).toEqual(['pending']);
  });

  it('stops with a fatal error on 404', async () => {
    const { client, calls } = pollingClient(scriptedFetch(() => envelope(404, 'not_found', 'No such payment')));
    const r = recorder();
    client.subscribePayment('pay_nope', r.listener);
    await tick();
    expect(r.errors()).toHaveLength(1);
    expect(r.errors()[0]?.error).toBeInstanceOf(NotFoundError);
    expect(r.errors()[0]?.fatal).toBe(true);
    expect(r.states()).toEqual(['connecting', 'closed']);
    await tick(60_000);
    expect(calls).toHaveLength(1);

    // A late subscriber learns the same without a request.
    const late = recorder();
    client.subscribePayment('pay_nope', late.listener);
    expect(late.errors()[0]?.fatal).toBe(true);
    expect(late.states()).toEqual(['closed']);
    expect(calls).toHaveLength(1);
  });
});

describe('sharing and teardown', () => {
  it('StrictMode subscribe → unsubscribe → subscribe opens one stream', async () => {
    const { client } = sseClient();
    const first = client.subscribePayment('pay_1', () => {});
    first();
    const r = recorder();
    const second = client.subscribePayment('pay_1', r.listener);
    await tick(100);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.last.closed).toBe(false);
    FakeEventSource.last.open();
    FakeEventSource.last.send(paymentView());
    expect(r.statuses()).toEqual(['pending']);
    second();
    await tick();
    expect(FakeEventSource.last.closed).toBe(true);
  });

  it('StrictMode subscribe → unsubscribe → subscribe makes one poll', async () => {
    const { client, calls } = pollingClient(scriptedFetch(() => json(paymentView())));
    client.subscribePayment('pay_1', () => {})();
    client.subscribePayment('pay_1', () => {});
    await tick(1000);
    expect(calls).toHaveLength(1);
  });

  it('shares one connection between subscribers and replays the last view to late ones', () => {
    const { client } = sseClient();
    const a = recorder();
    const b = recorder();
    const offA = client.subscribePayment('pay_1', a.listener);
    FakeEventSource.last.open();
    FakeEventSource.last.send(paymentView('confirming', T1));
    client.subscribePayment('pay_1', b.listener);
    expect(b.statuses()).toEqual(['confirming']);
    expect(b.states()).toEqual(['live']);
    expect(client.peekPayment('pay_1')?.status).toBe('confirming');
    offA();
    FakeEventSource.last.send(paymentView('settled', T2));
    expect(a.statuses()).toEqual(['confirming']);
    expect(b.statuses()).toEqual(['confirming', 'settled']);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('separate clients have separate connections', () => {
    sseClient().client.subscribePayment('pay_1', () => {});
    sseClient().client.subscribePayment('pay_1', () => {});
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('unsubscribing aborts the in-flight fetch', async () => {
    const hanging = hangingFetch();
    const client = createProxyClient({ fetch: hanging.fetch, EventSource: null, page: fakePage() });
    const unsubscribe = client.subscribePayment('pay_1', () => {});
    expect(hanging.signals).toHaveLength(1);
    expect(hanging.signals[0]?.aborted).toBe(false);
    unsubscribe();
    unsubscribe(); // twice is harmless
    await tick();
    expect(hanging.signals[0]?.aborted).toBe(true);
    await tick(60_000);
    expect(hanging.signals).toHaveLength(1);
  });

  it('unsubscribing closes the stream; an AbortSignal unsubscribes too', async () => {
    const { client } = sseClient();
    const controller = new AbortController();
    client.subscribePayment('pay_1', () => {}, { signal: controller.signal });
    controller.abort();
    await tick();
    expect(FakeEventSource.last.closed).toBe(true);
  });

  it('a new subscription after teardown reconnects, except for a finished payment', async () => {
    const f = scriptedFetch(
      () => json(paymentView('pending', T0)),
      () => json(paymentView('settled', T1)),
    );
    const { client, calls } = pollingClient(f);
    client.subscribePayment('pay_1', () => {})();
    await tick();
    const r = recorder();
    const off = client.subscribePayment('pay_1', r.listener);
    await tick();
    expect(calls).toHaveLength(2);
    expect(r.statuses()).toEqual(['settled']);
    off();
    await tick();
    const again = recorder();
    client.subscribePayment('pay_1', again.listener);
    expect(again.statuses()).toEqual(['settled']);
    expect(again.states()).toEqual(['closed']);
    await tick(60_000);
    expect(calls).toHaveLength(2);
  });

  it('a throwing listener does not starve the others', async () => {
    const { client } = sseClient();
    const r = recorder();
    client.subscribePayment('pay_1', () => {
      throw new Error('listener bug');
    });
    client.subscribePayment('pay_1', r.listener);
    FakeEventSource.last.open();
    FakeEventSource.last.send(paymentView());
    expect(r.statuses()).toEqual(['pending']);
    await expect(tick()).rejects.toThrow('listener bug');
  });
});

describe('the real page signals', () => {
  it('follow document.visibilityState and navigator.onLine', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { fetch, calls } = scriptedFetch(() => json(paymentView()));
    const client = createProxyClient({ fetch, EventSource: null });
    const unsubscribe = client.subscribePayment('pay_1', () => {});
    await tick(10_000);
    expect(calls).toHaveLength(0);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toHaveLength(1);
    await tick();

    online = false;
    window.dispatchEvent(new Event('offline'));
    await tick(10_000);
    expect(calls).toHaveLength(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(calls).toHaveLength(2);

    unsubscribe();
    await tick();
    window.dispatchEvent(new Event('online'));
    await tick(10_000);
    expect(calls).toHaveLength(2);
  });
});
