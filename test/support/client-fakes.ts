/** Fakes for tests of paykit/client and what uses it (jsdom has no EventSource). */
import { vi } from 'vitest';
import type { PaymentLinkView, PaymentState, PaymentView } from '../../src/shared/schemas/views';
import type { PageSignals } from '../../src/client/page';
import type { PaymentEvent } from '../../src/client/subscription';

export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  readonly withCredentials: boolean;
  constructor(
    readonly url: string,
    init?: EventSourceInit,
  ) {
    super();
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(view: PaymentView, id = '1') {
    this.dispatchEvent(new MessageEvent('status', { data: JSON.stringify(view), lastEventId: id }));
  }
  /** The connection dropped; the browser will reconnect by itself. */
  drop() {
    this.readyState = 0;
    this.dispatchEvent(new Event('error'));
  }
  /** The browser gave up (HTTP error, wrong content type). */
  fail() {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }
  static get last(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was constructed');
    return last;
  }
  static reset() {
    FakeEventSource.instances = [];
  }
}

export const asEventSource = FakeEventSource as unknown as typeof EventSource;

export function paymentView(status: PaymentState = 'pending', updatedAt = '2026-01-15T09:00:00.000Z', extra: Partial<PaymentView> = {}): PaymentView {
  return {
    payment_id: 'pay_1',
    status,
    amount: '25.00',
    currency: 'USDT',
    network: 'tron',
    address: 'TXYZabcdefghijklmnopqrstuvwxyz1234',
    expires_at: '2026-01-15T09:30:00.000Z',
    amount_received: status === 'settled' ? '25.00' : '0.00',
    amount_due: status === 'settled' ? '0.00' : '25.00',
    updated_at: updatedAt,
    ...extra,
  };
}

/** A payment link's view as the proxy answers it. */
export function linkView(extra: Partial<PaymentLinkView> = {}): PaymentLinkView {
  return { id: 'pl_1', amount: '25.00', currency: 'USDT', description: null, status: 'active', paid_at: null, ...extra };
}

/** A page whose visibility and connectivity the test sets. */
export function fakePage(): PageSignals & { setHidden(hidden: boolean): void; setOffline(offline: boolean): void } {
  let hidden = false;
  let offline = false;
  const watchers = new Set<() => void>();
  const changed = () => [...watchers].forEach((w) => w());
  return {
    hidden: () => hidden,
    offline: () => offline,
    watch(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    setHidden(value) {
      hidden = value;
      changed();
    },
    setOffline(value) {
      offline = value;
      changed();
    },
  };
}

/** A fetch that answers from a queue of responders (the last one repeats) and records every call. */
export function scriptedFetch(...responders: Array<(url: string, init: RequestInit) => Response | Promise<Response>>) {
  const calls: Array<{ url: string; init: RequestInit; at: number }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({ url, init, at: Date.now() });
    const responder = responders[Math.min(calls.length - 1, responders.length - 1)];
    if (!responder) throw new Error('no responder');
    return responder(url, init);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const envelope = (status: number, code: string, message: string, headers: Record<string, string> = {}, param?: string) =>
  json({ error: { code, message, ...(param ? { param } : {}) } }, status, headers);

/** A fetch that never answers until aborted (then rejects like the real one). */
export function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fn = vi.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_, reject) => {
        const signal = init.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { fetch: fn as unknown as typeof fetch, signals };
}

/** Collects a listener's events. */
export function recorder() {
  const events: PaymentEvent[] = [];
  return {
    events,
    listener: (event: PaymentEvent) => void events.push(event),
    statuses: () => events.flatMap((e) => (e.type === 'status' ? [e.view.status] : [])),
    states: () => events.flatMap((e) => (e.type === 'connection' ? [e.state] : [])),
    errors: () => events.flatMap((e) => (e.type === 'error' ? [e] : [])),
  };
}

/** mulberry32: a seeded [0, 1) generator. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
