/**
 * The webhook receiver on its own: Service-Signature over the raw bytes (anything else is 400
 * and changes nothing), replays acted on once, out-of-order events never moving a payment
 * backwards, and a failing onEvent handing the event back to the service's retries.
 */
import { describe, expect, it, vi } from 'vitest';
import { deliverWebhook, paymentEventBody, scriptedClient } from '../../../test/support/proxy-harness';
import { mergeHandlerOptions } from '../../../test/support/merge-handler-options';
import { signWebhookPayload } from '../webhooks';
import { createPaykitHandler } from './handler';
import { EVENT_DEDUPE_MS } from './operations/webhooks';
import type { PaykitHandlerOptions } from './options';
import { MemoryStatusStore, StatusStoreUnavailableError, type PaymentView, type StatusStore } from './status-store';

const SECRET = 'whsec_receiver_test_secret';

function receiver(extra: Partial<PaykitHandlerOptions> = {}) {
  const { client, upstream } = scriptedClient();
  // A clock at 0: versions count 1, 2, 3 (in production they start from the time, see status-store.test.ts).
  const store = extra.store ?? new MemoryStatusStore({ now: () => 0 });
  const onEvent = vi.fn();
  const onError = vi.fn();
  const handler = createPaykitHandler(mergeHandlerOptions({ upstream: { client }, webhooks: { secret: SECRET, onEvent }, store, onError }, extra));
  return {
    handler,
    store,
    onEvent,
    onError,
    upstream,
    deliver: (body: string | Uint8Array, signature?: string | string[] | null) => deliverWebhook(handler, body, SECRET, signature),
  };
}

const PENDING: PaymentView = {
  payment_id: 'pay_test1',
  status: 'pending',
  amount: '25.00',
  currency: 'USDT',
  network: 'TRON',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  expires_at: '2026-01-15T09:30:00.000Z',
  amount_received: '0.00',
  amount_due: '25.00',
  updated_at: '2026-01-15T09:00:00.000Z',
};

/** A receiver whose store already knows the payment as pending (version 1). */
async function seeded(extra: Partial<PaykitHandlerOptions> = {}) {
  const r = receiver(extra);
  await r.store.apply(PENDING);
  return r;
}

describe('Service-Signature', () => {
  it('accepts a correctly signed event, folds it into the store and hands it to onEvent once', async () => {
    const r = await seeded();
    const event = paymentEventBody('payment.settled');
    const answer = await r.deliver(event.body);
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    expect(await r.store.get('pay_test1')).toEqual({
      version: 2,
      // What the event does not carry (address, network, expiry) is kept from what was known.
      view: { ...PENDING, status: 'settled', amount_received: '25.00', amount_due: '0.00', updated_at: '2026-01-15T09:05:00.000Z', settled_at: null },
    });
    expect(r.onEvent).toHaveBeenCalledTimes(1);
    expect(r.onEvent.mock.calls[0]?.[0]).toMatchObject({ id: event.id, event: 'payment.settled', data: { payment_id: 'pay_test1' } });
    expect(r.upstream).toEqual([]);
  });

  const body = paymentEventBody('payment.settled', { id: 'evt_sigtest' }).body;

  it.each([
    ['a signature of other bytes', async () => signWebhookPayload('{}', SECRET), 'Service-Signature does not match the body'],
    ['a signature made with another secret', async () => signWebhookPayload(body, 'whsec_someone_else'), 'Service-Signature does not match the body'],
    ['64 zeros', () => '0'.repeat(64), 'Service-Signature does not match the body'],
    ['upper-case hex', async () => (await signWebhookPayload(body, SECRET)).toUpperCase(), 'Malformed Service-Signature header'],
    ['a sha256= prefix', async () => `sha256=${await signWebhookPayload(body, SECRET)}`, 'Malformed Service-Signature header'],
    ['one character short', async () => (await signWebhookPayload(body, SECRET)).slice(1), 'Malformed Service-Signature header'],
    ['one character long', async () => `${await signWebhookPayload(body, SECRET)}0`, 'Malformed Service-Signature header'],
    ['non-hex characters', () => 'g'.repeat(64), 'Malformed Service-Signature header'],
    [
      'the header twice (comma-joined)',
      async () => [await signWebhookPayload(body, SECRET), await signWebhookPayload(body, SECRET)],
      'Malformed Service-Signature header',
    ],
    ['a good and a bad header', async () => ['0'.repeat(64), await signWebhookPayload(body, SECRET)], 'Malformed Service-Signature header'],
    ['no header', () => null, 'Missing Service-Signature header'],
    ['an empty header', () => '', 'Missing Service-Signature header'],
  ])('answers 400 for %s and changes nothing', async (_name, signature, message) => {
    const r = await seeded();
    const answer = await r.deliver(body, await signature());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'invalid_signature', message } });
    expect(await r.store.get('pay_test1')).toEqual({ version: 1, view: PENDING });
    expect(r.onEvent).not.toHaveBeenCalled();
    // A refused delivery does not burn the event id: the genuine one is still acted on.
    expect((await r.deliver(body)).status).toBe(200);
    expect(r.onEvent).toHaveBeenCalledTimes(1);
    expect(r.upstream).toEqual([]);
  });

  it.each([
    ['a changed amount', (b: string) => b.replace('"amount_received":"25.00"', '"amount_received":"99.00"')],
    ['a changed payment id', (b: string) => b.replace('pay_test1', 'pay_test2')],
    ['re-serialised JSON (same data, other whitespace)', (b: string) => JSON.stringify(JSON.parse(b), null, 2)],
    ['a trailing newline', (b: string) => `${b}\n`],
  ])('answers 400 for a body tampered after signing: %s', async (_name, tamper) => {
    const r = await seeded();
    const signature = await signWebhookPayload(body, SECRET);
    const answer = await r.deliver(tamper(body), signature);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_signature');
    expect(await r.store.get('pay_test1')).toEqual({ version: 1, view: PENDING });
    expect(await r.store.get('pay_test2')).toBeUndefined();
    expect(r.onEvent).not.toHaveBeenCalled();
  });

  it('checks the signature before parsing: unsigned garbage is a signature error, signed garbage a payload error', async () => {
    const r = receiver();
    expect((await r.deliver('{not json', '0'.repeat(64))).body.error.code).toBe('invalid_signature');
    const signedGarbage = await r.deliver('{not json');
    expect(signedGarbage.status).toBe(400);
    expect(signedGarbage.body.error).toEqual({ code: 'invalid_request', message: 'Webhook body is not UTF-8 JSON' });
    const unknownKind = await r.deliver(JSON.stringify({ event: 'payment.refunded', id: 'evt_x1', created_at: '2026-01-15T09:00:00.000Z', data: {} }));
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.error.code).toBe('invalid_request');
    expect(r.onEvent).not.toHaveBeenCalled();
  });

  it('accepts either secret while rotating', async () => {
    const r = receiver({ webhooks: { secret: ['whsec_new_one', SECRET] } });
    expect((await r.deliver(paymentEventBody('payment.confirmed', { paymentStatus: 'underpaid', amountReceived: '1.00' }).body)).status).toBe(200);
    const byNew = paymentEventBody('payment.settled');
    expect((await deliverWebhook(r.handler, byNew.body, 'whsec_new_one')).status).toBe(200);
    expect((await deliverWebhook(r.handler, paymentEventBody('payment.settled').body, 'whsec_retired')).status).toBe(400);
    expect(r.onEvent).toHaveBeenCalledTimes(2);
  });

  it('answers 404 when no webhook secret is configured (there is no receiver to call)', async () => {
    const { client } = scriptedClient();
    const handler = createPaykitHandler({ upstream: { client } });
    const answer = await deliverWebhook(handler, paymentEventBody('payment.settled').body, SECRET);
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'Webhooks are not configured here' } } });
  });

  it('passes account events to onEvent without touching payment status', async () => {
    const r = await seeded();
    const event = JSON.stringify({
      event: 'account.verification_status_updated',
      id: 'evt_acct1',
      created_at: '2026-01-15T09:00:00.000Z',
      data: {
        connected_account_id: 'acct_1',
        reference_id: 'u1',
        verification_status: 'approved',
        previous_status: 'in_review',
        rejection_reason: null,
        required_info: [],
      },
    });
    expect((await r.deliver(event)).status).toBe(200);
    expect(r.onEvent).toHaveBeenCalledTimes(1);
    expect(r.onEvent.mock.calls[0]?.[0]).toMatchObject({ event: 'account.verification_status_updated', data: { verification_status: 'approved' } });
    expect(await r.store.get('pay_test1')).toEqual({ version: 1, view: PENDING });
  });
});

describe('replays', () => {
  it('acts on an event id once: the replay answers 200 with no second effect', async () => {
    const r = await seeded();
    const event = paymentEventBody('payment.confirmed', { paymentStatus: 'underpaid', amountReceived: '10.00' });
    expect((await r.deliver(event.body)).body).toEqual({ received: true });
    const replay = await r.deliver(event.body);
    expect(replay).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(r.onEvent).toHaveBeenCalledTimes(1);
    expect((await r.store.get('pay_test1'))?.version).toBe(2);
  });

  it('dedupes by id, not by bytes: a re-signed event with the same id is still a replay', async () => {
    const r = await seeded();
    await r.deliver(paymentEventBody('payment.confirmed', { id: 'evt_same', paymentStatus: 'underpaid', amountReceived: '10.00' }).body);
    const other = paymentEventBody('payment.settled', { id: 'evt_same', createdAt: '2026-01-15T09:06:00.000Z' });
    expect((await r.deliver(other.body)).body).toEqual({ received: true, duplicate: true });
    expect((await r.store.get('pay_test1'))?.view.status).toBe('underpaid');
    expect(r.onEvent).toHaveBeenCalledTimes(1);
  });

  it('remembers ids for longer than the whole retry span (1 + 5 + 30 + 120 min = 2 h 36 min)', async () => {
    expect(EVENT_DEDUPE_MS).toBeGreaterThan((1 + 5 + 30 + 120) * 60_000);
    let now = Date.parse('2026-01-15T09:00:00.000Z');
    const r = receiver({ store: new MemoryStatusStore({ now: () => now }) });
    const event = paymentEventBody('payment.confirmed', { paymentStatus: 'underpaid', amountReceived: '1.00' });
    expect((await r.deliver(event.body)).body).toEqual({ received: true });
    now += (2 * 60 + 36) * 60_000; // the service's last retry
    expect((await r.deliver(event.body)).body).toEqual({ received: true, duplicate: true });
    now += 4 * 60_000; // 2 h 40 min after the first delivery
    expect((await r.deliver(event.body)).body).toEqual({ received: true, duplicate: true });
    expect(r.onEvent).toHaveBeenCalledTimes(1);
    now += 20 * 60_000 + 1; // just past 3 h: forgotten, so acted on again
    expect((await r.deliver(event.body)).body).toEqual({ received: true });
    expect(r.onEvent).toHaveBeenCalledTimes(2);
  });
});

describe('events out of order', () => {
  it('a late payment.confirmed after payment.settled never downgrades', async () => {
    const r = await seeded();
    const confirmed = paymentEventBody('payment.confirmed', { paymentStatus: 'settled', createdAt: '2026-01-15T09:05:00.000Z' });
    const settled = paymentEventBody('payment.settled', { createdAt: '2026-01-15T09:05:01.000Z' });
    expect((await r.deliver(settled.body)).status).toBe(200);
    const stored = await r.store.get('pay_test1');
    expect(stored).toMatchObject({ version: 2, view: { status: 'settled', amount_due: '0.00' } });
    expect((await r.deliver(confirmed.body)).status).toBe(200);
    expect(await r.store.get('pay_test1')).toEqual(stored);
    // Both were new events, so the merchant heard of both.
    expect(r.onEvent).toHaveBeenCalledTimes(2);
  });

  it('nothing moves a payment out of expired', async () => {
    const r = await seeded();
    expect((await r.deliver(paymentEventBody('payment.failed', { createdAt: '2026-01-15T09:30:00.000Z' }).body)).status).toBe(200);
    const expired = await r.store.get('pay_test1');
    expect(expired).toMatchObject({ version: 2, view: { status: 'expired' } });
    for (const late of [
      paymentEventBody('payment.confirmed', { paymentStatus: 'underpaid', amountReceived: '5.00', createdAt: '2026-01-15T09:31:00.000Z' }),
      paymentEventBody('payment.settled', { createdAt: '2026-01-15T09:32:00.000Z' }),
      paymentEventBody('payment.failed', { failureReason: 'other', paymentStatus: 'pending', createdAt: '2026-01-15T09:33:00.000Z' }),
    ]) {
      expect((await r.deliver(late.body)).status).toBe(200);
    }
    expect(await r.store.get('pay_test1')).toEqual(expired);
  });

  it('an older underpaid report never replaces a newer one', async () => {
    const r = await seeded();
    const first = paymentEventBody('payment.confirmed', { paymentStatus: 'underpaid', amountReceived: '10.00', createdAt: '2026-01-15T09:05:00.000Z' });
    const second = paymentEventBody('payment.confirmed', { paymentStatus: 'underpaid', amountReceived: '20.00', createdAt: '2026-01-15T09:06:00.000Z' });
    await r.deliver(second.body);
    await r.deliver(first.body);
    expect(await r.store.get('pay_test1')).toMatchObject({ version: 2, view: { status: 'underpaid', amount_received: '20.00', amount_due: '5.00' } });
  });
});

describe('a failing onEvent', () => {
  it('answers 500 so the service retries, and the retry is acted on (the id was released)', async () => {
    const r = await seeded();
    r.onEvent.mockImplementationOnce(() => {
      throw new Error('database down');
    });
    const event = paymentEventBody('payment.settled');
    const first = await r.deliver(event.body);
    expect(first.status).toBe(500);
    expect(first.body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side; try again' } });
    expect(r.onError).toHaveBeenCalledTimes(1);
    expect((r.onError.mock.calls[0]?.[0] as Error).message).toBe('database down');
    const retry = await r.deliver(event.body);
    expect(retry).toMatchObject({ status: 200, body: { received: true } });
    expect(r.onEvent).toHaveBeenCalledTimes(2);
    // The status change itself happened once.
    expect(await r.store.get('pay_test1')).toMatchObject({ version: 2, view: { status: 'settled' } });
    // And after a success, it is a replay again.
    expect((await r.deliver(event.body)).body).toEqual({ received: true, duplicate: true });
    expect(r.onEvent).toHaveBeenCalledTimes(2);
  });

  it('a store that fails mid-event cannot swallow the retry: the claim was a lease, shorter than the first retry (1 min)', async () => {
    let now = Date.parse('2026-01-15T09:00:00.000Z');
    const memory = new MemoryStatusStore({ now: () => now });
    await memory.apply(PENDING);
    let down = false;
    const outage = () => Promise.reject(new StatusStoreUnavailableError('the store is unreachable'));
    // The store goes away after the claim: the fold, the release and everything else fail.
    const store: StatusStore = Object.assign(Object.create(memory) as MemoryStatusStore, {
      get: (id: string) => (down ? outage() : memory.get(id)),
      releaseEvent: (id: string) => (down ? outage() : memory.releaseEvent(id)),
      claimEvent: async (id: string, ttlMs: number) => {
        const claimed = await memory.claimEvent(id, ttlMs);
        down = true;
        return claimed;
      },
    });
    const r = receiver({ store });
    const event = paymentEventBody('payment.settled');
    expect((await r.deliver(event.body)).status).toBe(503);
    expect(r.onEvent).not.toHaveBeenCalled();

    down = false;
    r.onEvent.mockClear();
    const back = receiver({ store: memory });
    now += 60_000; // the service's first retry
    expect(await back.deliver(event.body)).toMatchObject({ status: 200, body: { received: true } });
    expect(back.onEvent).toHaveBeenCalledTimes(1);
    expect((await back.deliver(event.body)).body).toEqual({ received: true, duplicate: true });
  });

  it('an async onEvent that rejects is treated the same', async () => {
    const r = await seeded();
    r.onEvent.mockImplementationOnce(async () => Promise.reject(new Error('queue full')));
    const event = paymentEventBody('payment.confirmed', { paymentStatus: 'underpaid', amountReceived: '3.00' });
    expect((await r.deliver(event.body)).status).toBe(500);
    expect((await r.deliver(event.body)).status).toBe(200);
    expect(r.onEvent).toHaveBeenCalledTimes(2);
  });
});
