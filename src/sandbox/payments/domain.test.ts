/**
 * The payments domain on its own, with a recording event bus and two stub connected
 * accounts: checks the events it emits and who sees what under x-on-behalf-of.
 */
import { describe, expect, it } from 'vitest';
import { createPaykitClient } from '../../server';
import { PermissionDeniedError } from '../../shared/errors';
import { TEST_START } from '../../../test/support/harness';
import { VirtualClock } from '../clock';
import { createContext } from '../context';
import { CAPABILITIES, type Capability, type EventKind, type SandboxCore } from '../core';
import { HttpError, json } from '../../web/http-error';
import { Ledger, PLATFORM } from '../ledger';
import { createIdFactory, seededRandom } from '../random';
import { Router } from '../../web/router';
import type { Route } from '../route';
import { createPaymentsDomain } from '.';
import { failure } from '../../../test/support/refusal';

const ACCOUNTS = new Map<string, ReadonlySet<Capability>>([
  ['acct_alice', new Set<Capability>(['inbound_payments'])],
  ['acct_bob', new Set<Capability>(['inbound_payments'])],
]);

function domainHarness() {
  const events: { kind: EventKind; data: Record<string, unknown> }[] = [];
  const random = seededRandom(7);
  const core: SandboxCore = {
    clock: new VirtualClock({ mode: 'manual', start: TEST_START }),
    ids: createIdFactory(random),
    random,
    ledger: new Ledger(),
    events: { emit: (kind, data) => void events.push({ kind, data }) },
    accounts: { capabilities: (id) => ACCOUNTS.get(id) },
    options: {
      apiKey: 'k',
      seed: 7,
      checkoutUrl: '',
      platformCapabilities: CAPABILITIES,
      webhookTimeoutMs: 10_000,
      fetch: () => Promise.reject(new Error('no network in this test')),
      holdConversions: false,
      paymentTtlSeconds: 1800,
    },
  };
  const router = new Router<Route>();
  router.add(...createPaymentsDomain(core).routes);

  // The essentials of the sandbox handler: version prefix, due timers, x-on-behalf-of as owner.
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const found = router.match(request.method, url.pathname.replace(/^\/(?:api\/)?v1/, ''));
    if (!('route' in found)) return json({ error: { code: 'not_found', message: 'no route' } }, 404);
    await core.clock.runDue();
    const ctx = createContext({
      request,
      url,
      params: found.params,
      query: url.searchParams,
      core,
      owner: request.headers.get('x-on-behalf-of') ?? PLATFORM,
      requestId: 'req_test',
      serviceBase: url.origin,
    });
    try {
      return await found.route.handler(ctx);
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      throw error;
    }
  };
  const client = createPaykitClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', fetch: fetchImpl, maxRetries: 0 });
  return { core, client, events };
}

const iso = (offsetSeconds: number) => new Date(TEST_START + offsetSeconds * 1000).toISOString();

describe('payment events', () => {
  it('settled: payment.confirmed then payment.settled, carrying the service’s confirmed fields', async () => {
    const { client, core, events } = domainHarness();
    const link = await client.paymentLinks.create({ amount: '10.00', currency: 'USDT' });
    const p = await client.payments.create({ amount: '10.00', currency: 'USDT', reference: link.id });
    await core.clock.advance(45);
    const settled = await client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    const common = {
      payment_id: p.payment_id,
      transaction_id: p.transaction_id,
      payment_link_id: link.id,
      connected_account_id: null,
      reference: link.id,
      amount: '10.00',
      currency: 'USDT',
      payment_status: 'settled',
      amount_received: '10.00',
      tx_hash: settled.tx_hash,
      confirmed_at: iso(45),
    };
    expect(events).toEqual([
      { kind: 'payment.confirmed', data: { ...common, status: 'confirmed', settled_at: null } },
      { kind: 'payment.settled', data: { ...common, status: 'settled', settled_at: iso(45) } },
    ]);
    // A settled payment needs no expiry timer any more.
    expect(core.clock.pendingTasks()).toBe(0);
  });

  it('overpaid: the same two events with payment_status overpaid', async () => {
    const { client, events } = domainHarness();
    const p = await client.payments.create({ amount: '5', currency: 'USDT', reference: 'order-7' });
    await client.sandbox.simulatePayment(p.payment_id, { status: 'overpaid', amount_received: '6' });
    expect(events.map((e) => [e.kind, e.data.status, e.data.payment_status, e.data.amount_received])).toEqual([
      ['payment.confirmed', 'confirmed', 'overpaid', '6'],
      ['payment.settled', 'settled', 'overpaid', '6'],
    ]);
    expect(events[0]?.data).toMatchObject({ transaction_id: null, payment_link_id: null, reference: 'order-7' });
  });

  it('underpaid: payment.confirmed only, once per arrival', async () => {
    const { client, events } = domainHarness();
    const p = await client.payments.create({ amount: '5', currency: 'USDT', reference: 'r' });
    await client.sandbox.simulatePayment(p.payment_id, { status: 'underpaid', amount_received: '1' });
    await client.sandbox.simulatePayment(p.payment_id, { status: 'underpaid', amount_received: '2' });
    expect(events.map((e) => [e.kind, e.data.payment_status, e.data.amount_received])).toEqual([
      ['payment.confirmed', 'underpaid', '1'],
      ['payment.confirmed', 'underpaid', '2'],
    ]);
  });

  it('expired (simulated or by the clock): payment.failed with failure_reason expired', async () => {
    const { client, core, events } = domainHarness();
    const link = await client.paymentLinks.create({ amount: '1', currency: 'USDT' });
    const a = await client.payments.create({ amount: '1', currency: 'USDT', reference: link.id });
    const b = await client.payments.create({ amount: '1', currency: 'USDT', reference: link.id });
    await client.sandbox.simulatePayment(a.payment_id, { status: 'expired' });
    await core.clock.advance(1800);
    expect(events).toEqual([
      {
        kind: 'payment.failed',
        data: expect.objectContaining({
          payment_id: a.payment_id,
          transaction_id: a.transaction_id,
          status: 'failed',
          payment_status: 'expired',
          failure_reason: 'expired',
        }),
      },
      {
        kind: 'payment.failed',
        data: expect.objectContaining({ payment_id: b.payment_id, status: 'failed', payment_status: 'expired', failure_reason: 'expired' }),
      },
    ]);
    // Final payments drop their expiry timer.
    expect(core.clock.pendingTasks()).toBe(0);
  });

  it('emits nothing for a refused outcome', async () => {
    const { client, events } = domainHarness();
    const p = await client.payments.create({ amount: '5', currency: 'USDT', reference: 'r' });
    await failure(client.sandbox.simulatePayment(p.payment_id, { status: 'underpaid', amount_received: '9' }));
    expect(events).toEqual([]);
  });
});

describe('x-on-behalf-of', () => {
  it('scopes links, payments and transactions to the account; the platform sees them all', async () => {
    const { client } = domainHarness();
    const alice = { onBehalfOf: 'acct_alice' };
    const bob = { onBehalfOf: 'acct_bob' };
    const link = await client.paymentLinks.create({ amount: '3', currency: 'USDT' }, alice);
    const p = await client.payments.create({ amount: '3', currency: 'USDT', reference: link.id }, alice);
    await client.paymentLinks.create({ amount: '4', currency: 'USDT' });

    expect((await client.paymentLinks.list({}, alice)).data.map((l) => l.id)).toEqual([link.id]);
    expect((await client.paymentLinks.list({}, bob)).total).toBe(0);
    expect((await client.paymentLinks.list()).total).toBe(2);
    expect((await failure(client.paymentLinks.retrieve(link.id, bob))).status).toBe(404);
    expect((await failure(client.payments.retrieve(p.payment_id, bob))).status).toBe(404);
    expect((await failure(client.transactions.retrieve(p.transaction_id as string, bob))).status).toBe(404);
    expect((await client.transactions.list({}, bob)).total).toBe(0);
    expect((await client.payments.retrieve(p.payment_id)).payment_id).toBe(p.payment_id);
    expect((await client.transactions.list({}, alice)).total).toBe(1);

    const viaBob = await failure(client.payments.create({ amount: '3', currency: 'USDT', reference: link.id }, bob));
    expect(viaBob.status).toBe(422);
  });

  it('credits the link owner’s wallet, even when the platform opened the payment', async () => {
    const { client, events } = domainHarness();
    const link = await client.paymentLinks.create({ amount: '3.00', currency: 'USDT' }, { onBehalfOf: 'acct_alice' });
    const p = await client.payments.create({ amount: '3.00', currency: 'USDT', reference: link.id });
    await client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    expect(await client.balances.list({ onBehalfOf: 'acct_alice' })).toEqual({ data: [{ currency: 'USDT', available: '3.00' }] });
    expect(await client.balances.listForAccount('acct_alice')).toEqual({ data: [{ currency: 'USDT', available: '3.00' }] });
    expect(await client.balances.list()).toEqual({ data: [] });
    expect(await client.balances.listForAccount('acct_bob')).toEqual({ data: [] });
    expect(events[1]?.data.connected_account_id).toBe('acct_alice');
  });

  it('lets an account read only its own balances by id', async () => {
    const { client } = domainHarness();
    expect(await client.balances.listForAccount('acct_alice', { onBehalfOf: 'acct_alice' })).toEqual({ data: [] });
    const error = await failure(client.balances.listForAccount('acct_bob', { onBehalfOf: 'acct_alice' }));
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.message).toBe('x-on-behalf-of acct_alice may read only its own balances, not those of acct_bob');
  });
});
