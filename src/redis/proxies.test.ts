/**
 * Two proxy handlers on one real Redis — a single server, then a 3-node cluster, each started on
 * loopback (test/support/redis-targets.ts) — each with its own store connection and its own
 * upstream client, as two processes would be: what a payer sees on one instance follows what the
 * service told the other, an event is acted on once, a checkout link opens one payment, a
 * restarted instance serves what the others stored even with the service out of reach, and 50
 * events delivered at once to both instances in any order leave one forward-only history. Then
 * Redis itself going away and coming back.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { movesForward } from '../shared/payment-progress';
import type { Payment, PaymentLink, Transaction } from '../shared/schemas/payments';
import { createPaykitHandler } from '../server/proxy/handler';
import { StatusStoreUnavailableError, type PaymentView, type StatusStore, type StoredStatus } from '../server/proxy/status-store';
import { deliverWebhook, paymentEventBody, PROXY_BASE, scriptedClient, sseReader } from '../../test/support/proxy-harness';
import { at } from '../../test/support/status-store-contract';
import { REDIS_TARGETS, type RedisTarget } from '../../test/support/redis-targets';
import { keyLayout } from './keys';
import { createRedisStatusStore } from './store';

const SECRET = 'whsec_redis_proxies_test';

/** The Redis of the `describe.each` block running now. */
let redis: RedisTarget;
const cleanups: Array<() => unknown> = [];

/** What every instance's store is: its own connection to the one Redis, closed after the test. */
async function openStore(): Promise<StatusStore> {
  const store = await createRedisStatusStore(redis.options);
  cleanups.push(() => store.close());
  return store;
}

let serial = 0;
const unique = () => `${process.pid}x${++serial}x${Math.random().toString(36).slice(2, 8)}`;
const notFound = () => Response.json({ error: { code: 'not_found', message: 'nothing here' } }, { status: 404 });

/**
 * The payment service both instances talk to, answering just what these operations ask (create,
 * read a payment, read a link, list a link's open attempts), each instance through a client of its own.
 */
function fakeService() {
  const payments = new Map<string, Payment>();
  const links = new Map<string, PaymentLink>();
  /** Runs once after the next payment is created, before the service answers with it. */
  let afterCreate: (() => Promise<void>) | undefined;

  function createPayment(body: { amount: string; currency: string; reference: string }): Payment {
    const id = `pay_${unique()}`;
    const payment: Payment = {
      payment_id: id,
      status: 'pending',
      amount: body.amount,
      currency: body.currency,
      reference: body.reference,
      amount_received: '0.00',
      expires_at: `2026-01-15T09:${String(10 + (serial % 50)).padStart(2, '0')}:00.000Z`,
      created_at: '2026-01-15T09:00:00.000Z',
      payment_link_id: links.has(body.reference) ? body.reference : null,
      transaction_id: null,
      tx_hash: null,
      confirmed_at: null,
      settled_at: null,
      payer_instructions: { network: 'tron', asset: body.currency, address: `TAddr${id.slice(4)}`, amount: body.amount },
    };
    payments.set(id, payment);
    return payment;
  }

  async function answer(request: Request): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/v1/accounts/me') return Response.json({ account_id: 'acct_platform' });
    if (request.method === 'POST' && pathname === '/v1/payments') {
      const created = createPayment(await request.json());
      const hook = afterCreate;
      afterCreate = undefined;
      await hook?.();
      return Response.json(created, { status: 201 });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(pathname);
    if (request.method === 'GET' && payment) return payments.has(payment[1] as string) ? Response.json(payments.get(payment[1] as string)) : notFound();
    const link = /^\/v1\/payment-links\/([^/]+)$/.exec(pathname);
    if (request.method === 'GET' && link) return links.has(link[1] as string) ? Response.json(links.get(link[1] as string)) : notFound();
    if (request.method === 'GET' && pathname === '/v1/transactions') {
      const linkId = searchParams.get('payment_link_id');
      const wanted = searchParams.get('status');
      const data = [...payments.values()]
        .map((p) => ({ p, status: transactionStatus(p) }))
        .filter(({ p, status }) => p.payment_link_id === linkId && status === wanted)
        .map(({ p, status }) => ({
          id: `txn_${p.payment_id.slice(4)}`,
          payment_link_id: p.payment_link_id as string,
          amount: p.amount,
          currency: p.currency,
          status,
          tx_hash: null,
          created_at: p.created_at,
          confirmed_at: null,
          settled_at: null,
        }));
      return Response.json({ data, total: data.length, limit: 1, offset: 0 });
    }
    return notFound();
  }

  return {
    answer,
    payments,
    onCreate(hook: () => Promise<void>) {
      afterCreate = hook;
    },
    addLink(amount: string): PaymentLink {
      const id = `pl_${unique()}`;
      const link: PaymentLink = { id, url: `https://pay.example/${id}`, amount, currency: 'USDT', status: 'active', created_at: '2026-01-15T08:00:00.000Z' };
      links.set(id, link);
      return link;
    },
  };
}

type Service = ReturnType<typeof fakeService>;

/** A copy in random order (Fisher–Yates). */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A link's attempt as the transaction list reports it: open while pending or short, over once settled or expired. */
function transactionStatus(payment: Payment): Transaction['status'] {
  if (payment.status === 'pending') return 'pending';
  if (payment.status === 'underpaid') return 'confirmed';
  return payment.status === 'expired' ? 'failed' : 'settled';
}

const isEnvironmentQuestion = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/v1/accounts/me';

/** One proxy instance: its own store on the shared Redis and its own upstream client (stopped: every call fails). */
async function instance(service: Service, { upstream = 'up' }: { upstream?: 'up' | 'stopped' } = {}) {
  const store = await openStore();
  const scripted = scriptedClient(upstream === 'up' ? service.answer : () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED')));
  const onEvent = vi.fn();
  const onError = vi.fn();
  const handler = createPaykitHandler({
    client: scripted.client,
    webhookSecret: SECRET,
    store,
    onEvent,
    onError,
    rateLimit: false,
    createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'order-25' }),
  });
  async function call(method: string, path: string, headers: Record<string, string> = {}) {
    const response = await handler(new Request(`${PROXY_BASE}${path}`, { method, headers }));
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    return { status: response.status, response, body: text ? JSON.parse(text) : undefined };
  }
  return {
    handler,
    store,
    onEvent,
    onError,
    /** Every request this instance made to the service about payments and links. */
    get upstream() {
      return scripted.upstream.filter((request) => !isEnvironmentQuestion(request));
    },
    /** How often it asked the service whether it is a test environment (src/server/proxy/test-mode.ts). */
    environmentQuestions: () => scripted.upstream.filter(isEnvironmentQuestion).length,
    call,
    /** A payer's open status stream on this instance, cancelled after the test. */
    async watch(paymentId: string, lastEventId?: string) {
      const answer = await call('GET', `/payments/${paymentId}/events`, lastEventId ? { 'last-event-id': lastEventId } : {});
      expect(answer.status).toBe(200);
      const stream = sseReader(answer.response);
      cleanups.push(() => stream.cancel());
      return stream;
    },
    deliver: (body: string) => deliverWebhook(handler, body, SECRET),
  };
}

/** A payment opened through `via` (stored with its address and expiry), as the browser saw it. */
async function openedPayment(via: Awaited<ReturnType<typeof instance>>): Promise<PaymentView> {
  const created = await via.call('POST', '/payments');
  expect(created.status).toBe(201);
  return created.body as PaymentView;
}

/** A view as the proxy sends it: stamped with the service's clock at that moment, so any time. */
const sent = <View extends object>(view: View) => ({ ...view, server_time: expect.any(String) });

/** A view as the store keeps it: the send-time stamps (clock, test mode) are never stored. */
function stored(view: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'server_time' && key !== 'test_mode'));
}

// Each test may wait on a cluster agreeing again, on a 2-core machine shared with other suites.
describe.each(REDIS_TARGETS)(
  'on $name',
  ({ launch }) => {
    beforeAll(async () => {
      redis = await launch();
    }, 120_000);

    afterEach(async () => {
      await redis.start(); // a test that failed with Redis stopped leaves it running for the next
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    }, 120_000);

    afterAll(async () => {
      await redis?.remove();
    });

    describe('two proxy instances on one Redis', () => {
      it('a webhook delivered to A reaches an SSE client connected to B, with the settled view', async () => {
        const service = fakeService();
        const [a, b] = [await instance(service), await instance(service)];
        const pending = await openedPayment(a);
        const stream = await b.watch(pending.payment_id);
        expect(await stream.nextEvent(10_000)).toMatchObject({ event: 'status', data: sent(pending) });

        const event = paymentEventBody('payment.settled', { paymentId: pending.payment_id, amount: '25.00' });
        expect((await a.deliver(event.body)).status).toBe(200);

        const settled = await stream.nextEvent(10_000);
        const stored = await b.store.get(pending.payment_id);
        expect(settled?.data).toEqual({ ...sent(pending), status: 'settled', amount_received: '25.00', amount_due: '0.00', updated_at: '2026-01-15T09:05:00.000Z' });
        expect(settled?.id).toBe(String(stored?.version));
        expect(await stream.next(10_000)).toBeNull(); // a final state ends the stream
        // B learnt all of it from Redis: it never asked the service.
        expect(b.upstream).toEqual([]);
      });

      it('the same event delivered to A and then to B is acted on once; B answers duplicate', async () => {
        const service = fakeService();
        const [a, b] = [await instance(service), await instance(service)];
        const { payment_id } = await openedPayment(a);
        const event = paymentEventBody('payment.settled', { paymentId: payment_id });
        expect(await a.deliver(event.body)).toMatchObject({ status: 200, body: { received: true } });
        expect(await b.deliver(event.body)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
        expect(a.onEvent.mock.calls.length + b.onEvent.mock.calls.length).toBe(1);
        expect(a.onEvent).toHaveBeenCalledWith(expect.objectContaining({ id: event.id }));
      });

      it('a hosted-checkout reload on B returns the payment A opened for the link', async () => {
        const service = fakeService();
        const [a, b] = [await instance(service), await instance(service)];
        const link = service.addLink('12.00');
        const first = await a.call('POST', `/payment-links/${link.id}/checkout`);
        expect(first.status).toBe(201);
        const reload = await b.call('POST', `/payment-links/${link.id}/checkout`);
        expect(reload.status).toBe(200);
        expect(reload.body.payment).toEqual(sent(first.body.payment));
        const creates = [...a.upstream, ...b.upstream].filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/payments');
        expect(creates).toHaveLength(1);
      });

      it('a checkout on B while A is between creating the link’s payment and remembering it waits and answers that payment, not 409', async () => {
        const service = fakeService();
        const [a, b] = [await instance(service), await instance(service)];
        const link = service.addLink('12.00');
        const claims = vi.spyOn(b.store, 'claimCheckout');
        let fromB: ReturnType<typeof b.call> | undefined;
        service.onCreate(async () => {
          // The service lists A's payment as the link's open attempt now; B asks until it has found A's claim.
          fromB = b.call('POST', `/payment-links/${link.id}/checkout`);
          await Promise.race([fromB, vi.waitFor(async () => expect(await claims.mock.results.at(-1)?.value).toEqual({ state: 'held' }))]);
        });
        const fromA = await a.call('POST', `/payment-links/${link.id}/checkout`);
        expect(fromA.status).toBe(201);
        const answer = await fromB;
        expect(answer?.status).toBe(200);
        expect(answer?.body.payment).toEqual(sent(fromA.body.payment));
        expect(service.payments.size).toBe(1);
      });

      it('A and B answer byte-identical views, but for server_time, whichever calls the service first; B asks about the environment once', async () => {
        const fake = fakeService();
        // Answering as paykit's sandbox does (an instance id on every answer): a test environment.
        const asSandbox = async (request: Request) => {
          const answer = await fake.answer(request);
          const headers = new Headers(answer.headers);
          headers.set('paykit-sandbox-instance', 'sbx_proxies_test');
          return new Response(answer.body, { status: answer.status, headers });
        };
        const service = { ...fake, answer: asSandbox };
        const [a, b] = [await instance(service), await instance(service)];
        const payment = await openedPayment(a);
        const path = `/payments/${payment.payment_id}`;
        const withoutClock = (text: string) => text.replace(/"server_time":"[^"]*"/, '');
        const onA = withoutClock(await (await a.handler(new Request(`${PROXY_BASE}${path}`))).text());
        expect(onA).toContain('"test_mode":true');
        for (let i = 0; i < 3; i++) expect(withoutClock(await (await b.handler(new Request(`${PROXY_BASE}${path}`))).text())).toBe(onA);
        expect(b.upstream).toEqual([]);
        expect(b.environmentQuestions()).toBe(1);
      });

      it('B restarted reads the payment, address and expiry included, with its upstream stopped', async () => {
        const service = fakeService();
        const a = await instance(service);
        const payment = await openedPayment(a);
        expect(payment.address).toMatch(/^TAddr/);
        expect(payment.expires_at).toMatch(/^2026-01-15T09:/);
        // B before the restart knew the payment too; its process (and memory) is gone.
        const before = await instance(service);
        expect((await before.call('GET', `/payments/${payment.payment_id}`)).status).toBe(200);

        const restarted = await instance(service, { upstream: 'stopped' });
        const read = await restarted.call('GET', `/payments/${payment.payment_id}`);
        expect(read.status).toBe(200);
        expect(read.body).toEqual(sent(payment));
        expect(restarted.upstream).toEqual([]);
      });

      it('a stream resumed with Last-Event-ID on a restarted instance gets the state that changed meanwhile, its id the stored version', async () => {
        const service = fakeService();
        const [a, b] = [await instance(service), await instance(service)];
        const pending = await openedPayment(a);
        const stream = await b.watch(pending.payment_id);
        const seen = await stream.nextEvent(10_000);
        expect(seen?.data).toEqual(sent(pending));
        await stream.cancel(); // B goes down; the payer's EventSource will come back with seen.id

        const event = paymentEventBody('payment.confirmed', { paymentId: pending.payment_id, paymentStatus: 'underpaid', amountReceived: '10.00' });
        expect((await a.deliver(event.body)).status).toBe(200);
        // The service knows it too: a restarted instance that asked it would not be wrong, only not needed.
        const known = service.payments.get(pending.payment_id) as Payment;
        service.payments.set(pending.payment_id, { ...known, status: 'underpaid', amount_received: '10.00' });

        const restarted = await instance(service);
        const resumed = await restarted.watch(pending.payment_id, seen?.id);
        const frame = await resumed.nextEvent(10_000);
        const stored = await a.store.get(pending.payment_id);
        expect(frame?.data).toEqual({
          ...sent(pending),
          status: 'underpaid',
          amount_received: '10.00',
          amount_due: '15.00',
          updated_at: '2026-01-15T09:05:00.000Z',
        });
        expect(Number(frame?.id)).toBeGreaterThan(Number(seen?.id));
        expect(frame?.id).toBe(String(stored?.version));
        expect(restarted.upstream).toEqual([]);
      });
    });

    describe('many events at once on both instances', () => {
      it('50 shuffled out-of-order events delivered concurrently to A and B end settled, with one strictly growing, forward-only history', async () => {
        const service = fakeService();
        const [a, b] = [await instance(service), await instance(service)];
        const pending = await openedPayment(a);
        const id = pending.payment_id;
        // Every change the store publishes, heard on the payment's channel as a bystander (no store, no de-duplication).
        const published: StoredStatus[] = [];
        const untap = await redis.tap(keyLayout('paykit:').changes(id), (message) => published.push(JSON.parse(message) as StoredStatus));
        cleanups.push(untap);
        const stream = await b.watch(id);
        const frames = [await stream.nextEvent(10_000)];
        expect(frames[0]?.data).toEqual(sent(pending));

        // 49 partial payments, each with more received than the one before (confirming or underpaid: one rank, ordered by
        // amount received), and the settlement, sent in a random order, every other one to each instance, all at once.
        const events = Array.from({ length: 50 }, (_, i) =>
          i === 49
            ? paymentEventBody('payment.settled', { paymentId: id, amount: '25.00', createdAt: at(i) })
            : paymentEventBody('payment.confirmed', {
                paymentId: id,
                paymentStatus: i % 3 === 0 ? 'confirmed' : 'underpaid',
                amountReceived: (0.5 * (i + 1)).toFixed(2),
                createdAt: at(i),
              }),
        );
        const answers = await Promise.all(shuffled(events).map((event, i) => (i % 2 === 0 ? a : b).deliver(event.body)));
        expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
        expect(answers.filter((answer) => answer.body.duplicate)).toEqual([]);
        expect(a.onEvent.mock.calls.length + b.onEvent.mock.calls.length).toBe(50);

        const final = await a.store.get(id);
        expect(final?.view).toEqual({ ...stored(pending), status: 'settled', amount_received: '25.00', amount_due: '0.00', updated_at: at(49) });

        // The payer on B: ids strictly growing, none twice, the last one the settled view at its persisted version.
        for (let frame = await stream.nextEvent(10_000); frame; frame = await stream.nextEvent(10_000)) frames.push(frame);
        const ids = frames.map((frame) => Number(frame?.id));
        for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1] as number);
        expect(frames.at(-1)).toMatchObject({ id: String(final?.version), data: final?.view });

        // Every accepted transition published once, in order: versions strictly growing, each view moving forward from the
        // one before it (nothing written over a change it did not see), and the last one is what is persisted.
        await vi.waitFor(() => expect(published.at(-1)?.version).toBe(final?.version), { timeout: 10_000 });
        const versions = published.map((status) => status.version);
        expect(new Set(versions).size).toBe(published.length);
        for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1] as number);
        const history = [pending, ...published.map((status) => status.view)];
        const backwards = history.slice(1).filter((view, i) => !movesForward(history[i], view));
        expect(backwards).toEqual([]);
        expect(published.length).toBeLessThanOrEqual(50);
      }, 120_000);
    });

    describe('Redis going away under the proxy', () => {
      it('answers a payment read with 503 store_unavailable while Redis is down, and 200 once it is back', async () => {
        const service = fakeService();
        const a = await instance(service);
        const payment = await openedPayment(a);
        await redis.stop();
        await vi.waitFor(
          async () => {
            const down = await a.call('GET', `/payments/${payment.payment_id}`);
            expect(down.status).toBe(503);
            expect(down.body).toEqual({ error: { code: 'store_unavailable', message: 'Payment status is unavailable for a moment; try again shortly' } });
          },
          { timeout: 10_000, interval: 50 },
        );
        expect(a.onError).toHaveBeenCalledWith(expect.any(StatusStoreUnavailableError));

        await redis.start(); // same port, empty: the payment is read from the service again
        await vi.waitFor(
          async () => {
            const back = await a.call('GET', `/payments/${payment.payment_id}`);
            expect(back.status).toBe(200);
            expect(back.body).toMatchObject({ payment_id: payment.payment_id, status: 'pending', address: payment.address, expires_at: payment.expires_at });
          },
          { timeout: 10_000, interval: 100 },
        );
      });
    });
  },
  60_000,
);
