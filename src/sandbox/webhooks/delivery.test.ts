/**
 * Deliveries, signatures and the retry schedule, with the webhooks domain built on a
 * hand-made core (manual clock, seeded ids) and an in-process receiver.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { constructEvent } from '../../server/webhooks';
import { VirtualClock } from '../clock';
import { createContext } from '../context';
import type { EventKind, SandboxCore } from '../core';
import { Ledger, PLATFORM } from '../ledger';
import { HttpError } from '../../web/http-error';
import { createIdFactory, seededRandom } from '../random';
import { Router } from '../../web/router';
import type { Route } from '../route';
import { createWebhooksDomain } from './index';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const MIN = 60_000;

interface Received {
  url: string;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
}

/** A receiver whose answer to the n-th request (1-based) the test decides. */
function receiver(answer: (n: number, req: Request) => Response | Promise<Response> = () => new Response('ok')) {
  const requests: Received[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    const bytes = new Uint8Array(await req.arrayBuffer());
    requests.push({ url: req.url, headers: req.headers, bytes, text: new TextDecoder().decode(bytes) });
    return answer(requests.length, req);
  };
  return { fetch, requests };
}

function world(fetch: typeof globalThis.fetch, webhookTimeoutMs = 10_000) {
  const clock = new VirtualClock({ mode: 'manual', start: T0 });
  const random = seededRandom(1);
  const core = {
    clock,
    ids: createIdFactory(random),
    random,
    ledger: new Ledger(),
    accounts: { capabilities: () => undefined },
    options: {
      apiKey: 'sk_test',
      seed: 1,
      checkoutUrl: '',
      platformCapabilities: [],
      webhookTimeoutMs,
      fetch,
      holdConversions: false,
      paymentTtlSeconds: 1800,
    },
  } as unknown as SandboxCore;
  const domain = createWebhooksDomain(core);
  core.events = domain.bus;
  const router = new Router<Route>();
  router.add(...domain.routes);

  /** The routes without the sandbox's auth and prefix handling. */
  async function call(method: string, path: string, body?: unknown) {
    const request = new Request(`https://sandbox.test/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const url = new URL(request.url);
    const found = router.match(method, path.split('?')[0] as string);
    if (!('route' in found)) throw new Error(`no route ${method} ${path}`);
    let response: Response;
    try {
      response = await found.route.handler(
        createContext({ request, url, params: found.params, query: url.searchParams, core, owner: PLATFORM, requestId: 'req_t', serviceBase: url.origin }),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      response = error.toResponse();
    }
    return { status: response.status, body: await response.json() };
  }

  async function register(url: string, events: EventKind[]) {
    const res = await call('POST', '/webhooks', { url, events });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string; url: string };
  }

  async function advance(seconds: number) {
    await clock.advance(seconds);
    await domain.idle();
  }

  return { core, clock, domain, call, register, advance, emit: domain.bus.emit };
}

const settledData = {
  payment_id: 'pay_1',
  transaction_id: null,
  payment_link_id: null,
  reference: 'order-1',
  amount: '10.00',
  currency: 'USDT',
  status: 'settled',
  payment_status: 'settled',
  amount_received: '10.00',
  tx_hash: '0xabc',
  confirmed_at: at(0),
  settled_at: at(0),
  note: 'snowman ☃ and emoji 🎉 travel as UTF-8',
};

describe('webhook delivery', () => {
  it('POSTs the envelope at once, signed with the endpoint secret over the exact bytes received', async () => {
    const rx = receiver();
    const w = world(rx.fetch);
    const endpoint = await w.register('https://merchant.test/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);

    // No idle(), no advance(): the first attempt goes out without waiting for a request.
    await vi.waitFor(() => expect(rx.requests).toHaveLength(1));
    const [req] = rx.requests as [Received];
    expect(req.url).toBe('https://merchant.test/hooks');
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(req.headers.get('user-agent')).toBe('paykit-sandbox');
    const independent = createHmac('sha256', endpoint.secret).update(req.bytes).digest('hex');
    expect(req.headers.get('service-signature')).toBe(independent);

    const envelope = JSON.parse(req.text);
    expect(envelope).toEqual({ event: 'payment.settled', id: expect.stringMatching(/^evt_/), created_at: at(0), data: settledData });
    expect(req.headers.get('x-paykit-event-id')).toBe(envelope.id);

    await w.domain.idle();
    const [delivery] = w.domain.deliveries();
    expect(delivery).toMatchObject({
      id: expect.stringMatching(/^whd_/),
      event_id: envelope.id,
      event: 'payment.settled',
      endpoint_id: endpoint.id,
      url: 'https://merchant.test/hooks',
      status: 'delivered',
      next_attempt_at: null,
      created_at: at(0),
      body: req.text,
    });
    expect(delivery?.attempts).toEqual([{ attempted_at: at(0), status_code: 200, error: null, duration_ms: expect.any(Number) }]);
  });

  it('is accepted by constructEvent with the secret shown at registration', async () => {
    const rx = receiver();
    const w = world(rx.fetch);
    const endpoint = await w.register('https://merchant.test/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    const [req] = rx.requests as [Received];
    const event = await constructEvent(req.bytes, req.headers.get('Service-Signature'), endpoint.secret);
    expect(event.event).toBe('payment.settled');
    if (event.event === 'payment.settled') expect(event.data.amount).toBe('10.00');
  });

  it('retries after 1 min, 5 min, 30 min and 2 h on the virtual clock, then marks the delivery failed', async () => {
    const rx = receiver(() => new Response('down', { status: 503 }));
    const w = world(rx.fetch);
    const endpoint = await w.register('https://merchant.test/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    const record = () => w.domain.deliveries()[0]!;
    expect(record().attempts).toHaveLength(1);
    expect(record().next_attempt_at).toBe(at(1 * MIN));

    await w.advance(59);
    expect(rx.requests).toHaveLength(1);
    await w.advance(1);
    expect(rx.requests).toHaveLength(2);
    expect(record().next_attempt_at).toBe(at(6 * MIN));

    await w.advance(5 * 60 - 1);
    expect(rx.requests).toHaveLength(2);
    await w.advance(1);
    expect(rx.requests).toHaveLength(3);

    await w.advance(30 * 60 - 1);
    expect(rx.requests).toHaveLength(3);
    await w.advance(1);
    expect(rx.requests).toHaveLength(4);
    expect(record().status).toBe('pending');
    expect(record().next_attempt_at).toBe(at(156 * MIN));

    await w.advance(2 * 3600 - 1);
    expect(rx.requests).toHaveLength(4);
    await w.advance(1);
    expect(rx.requests).toHaveLength(5);
    expect(record().status).toBe('failed');
    expect(record().next_attempt_at).toBeNull();
    expect(record().attempts.map((a) => a.attempted_at)).toEqual([at(0), at(1 * MIN), at(6 * MIN), at(36 * MIN), at(156 * MIN)]);
    expect(record().attempts.every((a) => a.status_code === 503 && /HTTP 503/.test(a.error ?? ''))).toBe(true);

    await w.advance(24 * 3600);
    expect(rx.requests).toHaveLength(5);
    expect(w.clock.pendingTasks()).toBe(0);

    // One event, one body: the same evt_ id and the same bytes and signature on every attempt.
    const first = rx.requests[0]!;
    for (const req of rx.requests) {
      expect(req.bytes).toEqual(first.bytes);
      expect(req.headers.get('x-paykit-event-id')).toBe(JSON.parse(first.text).id);
      expect(req.headers.get('service-signature')).toBe(createHmac('sha256', endpoint.secret).update(first.bytes).digest('hex'));
    }
  });

  it('keeps the schedule when the clock jumps past several retries at once', async () => {
    const rx = receiver(() => new Response(null, { status: 500 }));
    const w = world(rx.fetch);
    await w.register('https://merchant.test/hooks', ['payment.failed']);
    w.emit('payment.failed', { ...settledData, status: 'failed' });
    await w.advance(3 * 3600);
    const [delivery] = w.domain.deliveries();
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts.map((a) => a.attempted_at)).toEqual([at(0), at(1 * MIN), at(6 * MIN), at(36 * MIN), at(156 * MIN)]);
  });

  it('stops retrying once the receiver answers (back at the 3rd retry)', async () => {
    const rx = receiver((n) => new Response(null, { status: n <= 3 ? 502 : 200 }));
    const w = world(rx.fetch);
    await w.register('https://merchant.test/hooks', ['payment.confirmed']);
    w.emit('payment.confirmed', { ...settledData, status: 'confirmed' });
    await w.advance(60);
    await w.advance(5 * 60);
    await w.advance(30 * 60);
    const [delivery] = w.domain.deliveries();
    expect(delivery?.status).toBe('delivered');
    expect(delivery?.next_attempt_at).toBeNull();
    expect(delivery?.attempts.map((a) => [a.attempted_at, a.status_code])).toEqual([
      [at(0), 502],
      [at(1 * MIN), 502],
      [at(6 * MIN), 502],
      [at(36 * MIN), 200],
    ]);
    await w.advance(24 * 3600);
    expect(rx.requests).toHaveLength(4);
    expect(new Set(rx.requests.map((r) => r.text)).size).toBe(1);
  });

  it('counts any 2xx as delivered, and refuses to follow a redirect', async () => {
    const rx = receiver((n, req) =>
      req.url.includes('/ok') ? new Response(null, { status: 204 }) : new Response(null, { status: 307, headers: { location: 'https://elsewhere.test/' } }),
    );
    const w = world(rx.fetch);
    await w.register('https://merchant.test/ok', ['payment.settled']);
    await w.register('https://merchant.test/moved', ['payment.settled']);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    const [ok, moved] = w.domain.deliveries();
    expect(ok?.status).toBe('delivered');
    expect(moved?.status).toBe('pending');
    expect(moved?.attempts[0]).toMatchObject({ status_code: 307, error: expect.stringMatching(/redirect/) });
    expect(rx.requests.map((r) => r.url)).not.toContain('https://elsewhere.test/');
  });

  it('counts a receiver that never answers within webhookTimeoutMs as a failed attempt', async () => {
    // Ignores the abort signal on purpose: the attempt must end anyway.
    const silent: typeof fetch = () => new Promise<Response>(() => {});
    const w = world(silent, 50);
    await w.register('https://merchant.test/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    const [delivery] = w.domain.deliveries();
    expect(delivery?.status).toBe('pending');
    expect(delivery?.attempts).toEqual([{ attempted_at: at(0), status_code: null, error: 'no answer within 50 ms', duration_ms: expect.any(Number) }]);
    expect(delivery?.attempts[0]?.duration_ms).toBeGreaterThanOrEqual(40);
    expect(delivery?.next_attempt_at).toBe(at(1 * MIN));
  });

  it('counts a network error as a failed attempt', async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('connect ECONNREFUSED 127.0.0.1:9'));
    const w = world(refused);
    await w.register('http://127.0.0.1:9/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    expect(w.domain.deliveries()[0]?.attempts[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('sends each endpoint only the kinds it subscribed to', async () => {
    const rx = receiver();
    const w = world(rx.fetch);
    const payments = await w.register('https://merchant.test/payments', ['payment.settled', 'payment.failed']);
    const kyc = await w.register('https://merchant.test/kyc', ['account.verification_status_updated']);
    w.emit('payment.settled', settledData);
    w.emit('payment.confirmed', { ...settledData, status: 'confirmed' });
    w.emit('account.verification_status_updated', {
      connected_account_id: 'acct_1',
      reference_id: 'user-1',
      verification_status: 'approved',
      previous_status: 'in_review',
      rejection_reason: null,
      required_info: [],
    });
    await w.domain.idle();
    const byUrl = (suffix: string) => rx.requests.filter((r) => r.url.endsWith(suffix)).map((r) => JSON.parse(r.text).event);
    expect(byUrl('/payments')).toEqual(['payment.settled']);
    expect(byUrl('/kyc')).toEqual(['account.verification_status_updated']);
    expect(w.domain.deliveries().map((d) => [d.endpoint_id, d.event])).toEqual([
      [payments.id, 'payment.settled'],
      [kyc.id, 'account.verification_status_updated'],
    ]);
  });

  it('sends one event to two endpoints with one id and body, each signed with its own secret', async () => {
    const rx = receiver();
    const w = world(rx.fetch);
    const a = await w.register('https://a.test/hooks', ['payment.settled']);
    const b = await w.register('https://b.test/hooks', ['payment.settled']);
    expect(a.secret).not.toBe(b.secret);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    const [ra, rb] = [rx.requests.find((r) => r.url.startsWith('https://a.'))!, rx.requests.find((r) => r.url.startsWith('https://b.'))!];
    expect(ra.text).toBe(rb.text);
    expect(ra.headers.get('service-signature')).toBe(createHmac('sha256', a.secret).update(ra.bytes).digest('hex'));
    expect(rb.headers.get('service-signature')).toBe(createHmac('sha256', b.secret).update(rb.bytes).digest('hex'));
  });

  it('idle() waits for an attempt still in flight', async () => {
    let answer!: (r: Response) => void;
    const rx = receiver(() => new Promise<Response>((resolve) => (answer = resolve)));
    const w = world(rx.fetch);
    await w.register('https://merchant.test/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);
    let idle = false;
    const waiting = w.domain.idle().then(() => (idle = true));
    await vi.waitFor(() => expect(rx.requests).toHaveLength(1));
    // Let every pending callback and timer run (on a fake clock): idle() must still be waiting.
    vi.useFakeTimers();
    try {
      await vi.advanceTimersByTimeAsync(1000);
    } finally {
      vi.useRealTimers();
    }
    expect(idle).toBe(false);
    answer(new Response('ok'));
    await waiting;
    expect(w.domain.deliveries()[0]?.status).toBe('delivered');
  });

  it('records nothing for an event no endpoint subscribed to', async () => {
    const rx = receiver();
    const w = world(rx.fetch);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    expect(w.domain.deliveries()).toEqual([]);
    expect(rx.requests).toEqual([]);
  });
});

describe('sandbox delivery log and manual retry', () => {
  async function failedDelivery() {
    let up = false;
    const rx = receiver(() => new Response(null, { status: up ? 200 : 500 }));
    const w = world(rx.fetch);
    const endpoint = await w.register('https://merchant.test/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);
    await w.advance(3 * 3600);
    return { w, rx, endpoint, bringUp: () => (up = true) };
  }

  it('retries a failed delivery by hand with the same event id and body, once', async () => {
    const { w, rx, bringUp } = await failedDelivery();
    const [failed] = w.domain.deliveries();
    expect(failed?.status).toBe('failed');
    expect(rx.requests).toHaveLength(5);

    bringUp();
    await w.advance(600);
    const res = await w.call('POST', `/sandbox/webhooks/deliveries/${failed!.id}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: failed!.id, event_id: failed!.event_id, status: 'delivered', next_attempt_at: null });
    expect(res.body.attempts).toHaveLength(6);
    expect(res.body.attempts[5]).toMatchObject({ attempted_at: at(3 * 3600_000 + 600_000), status_code: 200, error: null });
    expect(rx.requests).toHaveLength(6);
    expect(rx.requests[5]!.bytes).toEqual(rx.requests[0]!.bytes);
    expect(rx.requests[5]!.headers.get('service-signature')).toBe(rx.requests[0]!.headers.get('service-signature'));
  });

  it('leaves a delivery failed when the manual retry fails too, without a new schedule', async () => {
    const { w, rx } = await failedDelivery();
    const [failed] = w.domain.deliveries();
    const res = await w.call('POST', `/sandbox/webhooks/deliveries/${failed!.id}/retry`);
    expect(res.body).toMatchObject({ status: 'failed', next_attempt_at: null });
    await w.advance(24 * 3600);
    expect(rx.requests).toHaveLength(6);
  });

  it('refuses to retry a delivery that is not failed, and an unknown id', async () => {
    const rx = receiver();
    const w = world(rx.fetch);
    await w.register('https://merchant.test/hooks', ['payment.settled']);
    w.emit('payment.settled', settledData);
    await w.domain.idle();
    const [delivered] = w.domain.deliveries();
    const again = await w.call('POST', `/sandbox/webhooks/deliveries/${delivered!.id}/retry`);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ code: 'unprocessable_entity', message: expect.stringMatching(/delivered/) });
    const unknown = await w.call('POST', '/sandbox/webhooks/deliveries/whd_nope/retry');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });

  it('lists deliveries with filters and pagination', async () => {
    const rx = receiver((_n, req) => new Response(null, { status: req.url.includes('/down') ? 500 : 200 }));
    const w = world(rx.fetch);
    const up = await w.register('https://merchant.test/up', ['payment.settled', 'payment.confirmed']);
    const down = await w.register('https://merchant.test/down', ['payment.settled']);
    w.emit('payment.confirmed', { ...settledData, status: 'confirmed' });
    w.emit('payment.settled', settledData);
    await w.domain.idle();

    const all = await w.call('GET', '/sandbox/webhooks/deliveries');
    expect(all.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(all.body.data.map((d: { endpoint_id: string; event: string }) => [d.endpoint_id, d.event])).toEqual([
      [up.id, 'payment.confirmed'],
      [up.id, 'payment.settled'],
      [down.id, 'payment.settled'],
    ]);
    const settledId = all.body.data[1].event_id;
    expect((await w.call('GET', `/sandbox/webhooks/deliveries?event_id=${settledId}`)).body.total).toBe(2);
    expect((await w.call('GET', `/sandbox/webhooks/deliveries?endpoint_id=${down.id}`)).body.data[0].url).toBe('https://merchant.test/down');
    expect((await w.call('GET', '/sandbox/webhooks/deliveries?status=pending')).body.total).toBe(1);
    expect((await w.call('GET', '/sandbox/webhooks/deliveries?event=payment.confirmed')).body.total).toBe(1);
    const page = await w.call('GET', '/sandbox/webhooks/deliveries?limit=1&offset=2');
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 2, data: [{ endpoint_id: down.id }] });
    const bad = await w.call('GET', '/sandbox/webhooks/deliveries?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('status');

    const one = await w.call('GET', `/sandbox/webhooks/deliveries/${all.body.data[0].id}`);
    expect(one.body).toEqual(all.body.data[0]);
  });
});
