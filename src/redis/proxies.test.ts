/**
 * Two proxy handlers on one real Redis — a single server, then a 3-node cluster, each started on
 * loopback (test/support/redis-targets.ts) — each with its own store connection and its own
 * upstream client, as two processes would be: what a payer sees on one instance follows what the
 * service told the other, an event is acted on once, a checkout link opens one payment, a
 * restarted instance serves what the others stored even with the service out of reach, and 50
 * events delivered at once to both instances in any order leave one forward-only history. Then
 * Redis itself going away and coming back.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { movesForward } from '../shared/payment-progress';
import { createPaykitClient } from '../server/client';
import { createPaykitHandler } from '../server/proxy/handler';
import type { PaykitHandlerOptions } from '../server/proxy/options';
import { StatusStoreUnavailableError, type PaymentView, type StatusStore, type StoredStatus } from '../server/proxy/status-store';
import { mergeHandlerOptions } from '../../test/support/merge-handler-options';
import { deliverWebhook, paymentEventBody, PROXY_BASE, scriptedClient, sseReader } from '../../test/support/proxy-harness';
import { approvedIndividual } from '../../test/fixtures/sandbox-accounts';
import { at } from '../../test/support/status-store-contract';
import { REDIS_TARGETS, type RedisTarget } from '../../test/support/redis-targets';
import { expectNoExtensionCalls, strictSandbox } from '../../test/support/strict-sandbox';
import { keyLayout } from './keys';
import { createRedisStatusStore } from './store';

const SECRET = 'whsec_redis_proxies_test';
const SERVICE_URL = 'https://api.service.example';

/** The Redis of the `describe.each` block running now. */
let redis: RedisTarget;
const cleanups: Array<() => unknown> = [];

/** What every instance's store is: its own connection to the one Redis, closed after the test. */
async function openStore(): Promise<StatusStore> {
  const store = await createRedisStatusStore(redis.options);
  cleanups.push(() => store.close());
  return store;
}

/**
 * The payment service both instances talk to: a strict sandbox, answering only what the real
 * service serves, each instance through a client of its own. The test drives it through the
 * control surface; any extension an instance asks for fails the test, named.
 */
function strictService() {
  // A random seed: ids differ from test to test, as every test shares the one Redis.
  const sandbox = strictSandbox({ seed: Math.floor(Math.random() * 2 ** 31) });
  onTestFinished(() => expectNoExtensionCalls(sandbox, 'a proxy instance'));
  const driver = createPaykitClient({
    apiKey: sandbox.apiKey,
    baseUrl: SERVICE_URL,
    fetch: (input, init) => sandbox.controlHandler(new Request(input, init)),
    maxRetries: 0,
  });
  /** Runs once after the next payment is created, before the service answers with it. */
  let afterCreate: (() => Promise<void>) | undefined;

  async function answer(request: Request): Promise<Response> {
    const creating = request.method === 'POST' && new URL(request.url).pathname === '/v1/payments';
    const response = await sandbox.fetch(request);
    if (creating) {
      const hook = afterCreate;
      afterCreate = undefined;
      await hook?.();
    }
    return response;
  }

  return {
    answer,
    sandbox,
    driver,
    onCreate(hook: () => Promise<void>) {
      afterCreate = hook;
    },
    addLink: (amount: string) => driver.paymentLinks.create({ amount, currency: 'USDT' }),
  };
}

type Service = ReturnType<typeof strictService>;

/** A copy in random order (Fisher–Yates). */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const isEnvironmentQuestion = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/v1/accounts/me';

/** One proxy instance: its own store on the shared Redis and its own upstream client (stopped: every call fails). */
async function instance(service: Service, { upstream = 'up', options = {} }: { upstream?: 'up' | 'stopped'; options?: Partial<PaykitHandlerOptions> } = {}) {
  const store = await openStore();
  const scripted = scriptedClient(upstream === 'up' ? service.answer : () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED')), {
    apiKey: service.sandbox.apiKey,
    baseUrl: SERVICE_URL,
  });
  const onEvent = vi.fn();
  const onError = vi.fn();
  const handler = createPaykitHandler(
    mergeHandlerOptions(
      {
        upstream: { client: scripted.client },
        webhooks: { secret: SECRET, onEvent },
        store,
        onError,
        limits: { rateLimit: false },
        policies: { createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'order-25' }) },
      },
      options,
    ),
  );
  async function call(method: string, path: string, headers: Record<string, string> = {}) {
    // A POST carries an empty JSON body, as the browser client sends one.
    const body = method === 'POST' ? '{}' : undefined;
    if (body) headers = { 'content-type': 'application/json', ...headers };
    const response = await handler(new Request(`${PROXY_BASE}${path}`, { method, headers, body }));
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
        const service = strictService();
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

      it('a payment A’s server opened with createPayment is served by B, by GET and by its stream, until a webhook settles it', async () => {
        const service = strictService();
        const [a, b] = [await instance(service), await instance(service)];
        const payment = await a.handler.createPayment({ amount: '12.50', currency: 'USDT', reference: 'order-server' });
        const shown = await b.call('GET', `/payments/${payment.payment_id}`);
        expect(shown.status).toBe(200);
        expect(shown.body).toMatchObject({ status: 'pending', amount: '12.50', address: payment.payer_instructions.address, expires_at: payment.expires_at });
        const stream = await b.watch(payment.payment_id);
        expect(await stream.nextEvent(10_000)).toMatchObject({ event: 'status', data: { status: 'pending' } });
        const event = paymentEventBody('payment.settled', { paymentId: payment.payment_id, amount: '12.50' });
        expect((await a.deliver(event.body)).status).toBe(200);
        expect(await stream.nextEvent(10_000)).toMatchObject({ event: 'status', data: { status: 'settled', address: payment.payer_instructions.address } });
        expect(b.upstream).toEqual([]);
      });

      it('the same event delivered to A and then to B is acted on once; B answers duplicate', async () => {
        const service = strictService();
        const [a, b] = [await instance(service), await instance(service)];
        const { payment_id } = await openedPayment(a);
        const event = paymentEventBody('payment.settled', { paymentId: payment_id });
        expect(await a.deliver(event.body)).toMatchObject({ status: 200, body: { received: true } });
        expect(await b.deliver(event.body)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
        expect(a.onEvent.mock.calls.length + b.onEvent.mock.calls.length).toBe(1);
        expect(a.onEvent).toHaveBeenCalledWith(expect.objectContaining({ id: event.id }));
      });

      it('a hosted-checkout reload on B returns the payment A opened for the link', async () => {
        const service = strictService();
        const [a, b] = [await instance(service), await instance(service)];
        const link = await service.addLink('12.00');
        const first = await a.call('POST', `/payment-links/${link.id}/checkout`);
        expect(first.status).toBe(201);
        const reload = await b.call('POST', `/payment-links/${link.id}/checkout`);
        expect(reload.status).toBe(200);
        expect(reload.body.payment).toEqual(sent(first.body.payment));
        const creates = [...a.upstream, ...b.upstream].filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/payments');
        expect(creates).toHaveLength(1);
      });

      it('a checkout on B while A is between creating the link’s payment and remembering it waits and answers that payment, not 409', async () => {
        const service = strictService();
        const [a, b] = [await instance(service), await instance(service)];
        const link = await service.addLink('12.00');
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
        expect((await service.sandbox.control.payments()).total).toBe(1);
      });

      it('A and B answer byte-identical views, but for server_time, whichever calls the service first; B asks about the environment once', async () => {
        const fake = strictService();
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
        const service = strictService();
        const a = await instance(service);
        const payment = await openedPayment(a);
        expect(payment.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
        expect(payment.expires_at).toBe('2026-01-15T09:30:00.000Z');
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
        const service = strictService();
        const [a, b] = [await instance(service), await instance(service)];
        const pending = await openedPayment(a);
        const stream = await b.watch(pending.payment_id);
        const seen = await stream.nextEvent(10_000);
        expect(seen?.data).toEqual(sent(pending));
        await stream.cancel(); // B goes down; the payer's EventSource will come back with seen.id

        const event = paymentEventBody('payment.confirmed', { paymentId: pending.payment_id, paymentStatus: 'underpaid', amountReceived: '10.00' });
        expect((await a.deliver(event.body)).status).toBe(200);
        // The service knows it too: a restarted instance that asked it would not be wrong, only not needed.
        await service.sandbox.control.simulatePayment(pending.payment_id, { status: 'underpaid', amount_received: '10' });

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

    describe('an approved customer’s virtual account', () => {
      it('issued through A is shown by B and by a restarted instance with its upstream stopped: the service never reads it back', async () => {
        const service = strictService();
        const accountId = await approvedIndividual(service.driver);
        await service.driver.connectedAccounts.activateCapabilities(accountId, ['inbound_payments']);
        const asCustomer = { options: { policies: { resolveAccount: () => accountId, authorize: () => true } } };
        const [a, b] = [await instance(service, asCustomer), await instance(service, asCustomer)];
        expect((await b.call('GET', '/onboarding/virtual-account')).body.error.code).toBe('virtual_account_not_kept');

        const issued = await a.call('POST', '/onboarding/virtual-account');
        expect(issued.status).toBe(200);
        expect(issued.body).toMatchObject({ bsb: expect.stringMatching(/^\d{3}-\d{3}$/), account_number: expect.stringMatching(/^\d{9}$/), currency: 'AUD' });
        expect(await b.call('GET', '/onboarding/virtual-account')).toMatchObject({ status: 200, body: issued.body });

        const restarted = await instance(service, { ...asCustomer, upstream: 'stopped' });
        expect(await restarted.call('GET', '/onboarding/virtual-account')).toMatchObject({ status: 200, body: issued.body });
        expect(restarted.upstream).toEqual([]);
        // Issued once, by A; strictService fails the test if anyone asked GET …/virtual-account.
        const issues = [...a.upstream, ...b.upstream].filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/virtual-account'));
        expect(issues).toHaveLength(1);
      });
    });

    describe('many events at once on both instances', () => {
      it('50 shuffled out-of-order events delivered concurrently to A and B end settled, with one strictly growing, forward-only history', async () => {
        const service = strictService();
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
      it('answers a payment read with 503 store_unavailable while Redis is down, then, Redis back but empty, no such payment (404) until the next webhook tells', async () => {
        const service = strictService();
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

        // Same port, empty; the real service has no payment read, so the store is all the proxy had.
        await redis.start();
        await vi.waitFor(
          async () => {
            const back = await a.call('GET', `/payments/${payment.payment_id}`);
            expect(back.status).toBe(404);
            expect(back.body.error.code).toBe('not_found');
          },
          { timeout: 10_000, interval: 100 },
        );
        const settled = paymentEventBody('payment.settled', { paymentId: payment.payment_id, amount: '25.00' });
        expect((await a.deliver(settled.body)).status).toBe(200);
        expect((await a.call('GET', `/payments/${payment.payment_id}`)).body).toMatchObject({
          payment_id: payment.payment_id,
          status: 'settled',
          amount_received: '25.00',
        });
      });
    });
  },
  60_000,
);
