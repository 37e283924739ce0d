/** The sandbox panel's backend against an in-process sandbox: every route, its refusals, and no key leaks. */
import { afterEach, describe, expect, it } from 'vitest';
import { createPaykitClient } from '../../src/server/client';
import { RETRY_DELAYS_MS } from '../../src/sandbox/webhooks';
import { approvedIndividual, validKyb, validKyc } from '../../test/fixtures/sandbox-accounts';
import { createHarness, TEST_API_KEY, TEST_START } from '../../test/support/harness';
import { failure } from '../../test/support/refusal';
import { createPanelHandler, PANEL_MAX_BODY_BYTES } from './panel-api';

const ORIGIN = 'http://localhost:5173';
const BASE = '/sandbox/panel-api';
const BANK = { type: 'bank_account', account_name: 'Jane Citizen', bsb: '062000', account_number: '12345678' } as const;

/** Every response body and header any test saw: none may carry the API key. */
const seen: string[] = [];

afterEach(() => {
  const leaks = seen.filter((text) => text.includes(TEST_API_KEY));
  seen.length = 0;
  expect(leaks).toEqual([]);
});

interface CallInit {
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

function panelWorld(options: Parameters<typeof createHarness>[0] = {}, basePath?: string) {
  const h = createHarness(options);
  const handler = createPanelHandler({ client: h.client, ...(basePath ? { basePath } : {}) });

  async function panel(method: string, path: string, init: CallInit = {}) {
    const headers: Record<string, string> = {};
    let body: BodyInit | undefined = init.raw;
    if (method === 'POST') {
      headers.origin = ORIGIN;
      headers['content-type'] = 'application/json';
      if (init.body !== undefined) body = JSON.stringify(init.body);
    }
    Object.assign(headers, init.headers);
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    const response = await handler(new Request(`${ORIGIN}${basePath ?? BASE}/${path}`, { method, headers, body }));
    const text = await response.text();
    seen.push(text, JSON.stringify([...response.headers]));
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  return { ...h, handler, panel };
}

describe('panel API: payments', () => {
  it('GET payments lists one page of the newest, with the total, the offset and the page size', async () => {
    const { client, panel } = panelWorld();
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push((await client.payments.create({ amount: '1', currency: 'USDT', reference: `o-${i}` })).payment_id);
    const res = await panel('GET', 'payments');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ total: 22, offset: 0, limit: 10 });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toEqual(await client.payments.retrieve(ids[21] as string));
    expect(res.body.data.at(-1).payment_id).toBe(ids[12]);
    const last = await panel('GET', 'payments?offset=20');
    expect(last.body).toMatchObject({ total: 22, offset: 20, limit: 10 });
    expect(last.body.data.map((p: { payment_id: string }) => p.payment_id)).toEqual([ids[1], ids[0]]);
  });

  it('GET payments, accounts and payouts filter by status; an unknown status is refused', async () => {
    const { client, panel } = panelWorld();
    const open = await client.payments.create({ amount: '4', currency: 'USDT', reference: 'o-open' });
    const short = await client.payments.create({ amount: '4', currency: 'USDT', reference: 'o-short' });
    await client.sandbox.simulatePayment(short.payment_id, { status: 'underpaid', amount_received: '1' });
    const underpaid = await panel('GET', 'payments?status=underpaid');
    expect(underpaid.body.data.map((p: { payment_id: string }) => p.payment_id)).toEqual([short.payment_id]);
    expect((await panel('GET', 'payments?status=pending')).body.data.map((p: { payment_id: string }) => p.payment_id)).toEqual([open.payment_id]);
    await client.connectedAccounts.create({ customer_type: 'individual', email: 'a@example.com', country: 'AU', reference_id: 'u1' });
    expect((await panel('GET', 'accounts?status=approved')).body).toMatchObject({ data: [], total: 0 });
    expect((await panel('GET', 'accounts?status=pending')).body.total).toBe(1);
    expect((await panel('GET', 'payouts?status=failed')).body).toMatchObject({ data: [], total: 0 });
    expect((await panel('GET', 'payments?status=done')).status).toBe(400);
    expect((await panel('GET', 'payments?offset=-1')).status).toBe(400);
  });

  it('POST payments/:id/simulate settles, underpays and overpays with the body it was given', async () => {
    const { client, panel } = panelWorld();
    const a = await client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'a' });
    const b = await client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'b' });
    const settled = await panel('POST', `payments/${a.payment_id}/simulate`, { body: { status: 'settled' } });
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ payment_id: a.payment_id, status: 'settled', amount_received: '25.00' });
    const under = await panel('POST', `payments/${b.payment_id}/simulate`, { body: { status: 'underpaid', amount_received: '12.50' } });
    expect(under.body).toMatchObject({ status: 'underpaid', amount_received: '12.50' });
    const over = await panel('POST', `payments/${b.payment_id}/simulate`, { body: { status: 'overpaid', amount_received: '30' } });
    expect(over.body).toMatchObject({ status: 'overpaid', amount_received: '30.00' });
    expect((await client.payments.retrieve(b.payment_id)).status).toBe('overpaid');
  });

  it('answers the sandbox refusals with the same status, code and message', async () => {
    const { client, panel } = panelWorld();
    const p = await client.payments.create({ amount: '10.00', currency: 'USDT', reference: 'r' });
    const direct = await failure(client.sandbox.simulatePayment(p.payment_id, { status: 'underpaid', amount_received: '11' }));
    const res = await panel('POST', `payments/${p.payment_id}/simulate`, { body: { status: 'underpaid', amount_received: '11' } });
    expect(res.status).toBe(direct.status);
    expect(res.body).toEqual({ error: { code: direct.code, message: direct.message } });
    expect(res.status).toBe(422);

    const missing = await panel('POST', 'payments/pay_nope/simulate', { body: { status: 'settled' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No payment with id "pay_nope"' });

    const invalid = await panel('POST', `payments/${p.payment_id}/simulate`, { body: { status: 'underpaid' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toEqual({ code: 'invalid_request', message: 'amount_received is required when status is underpaid' });
  });
});

describe('panel API: accounts', () => {
  /** A connected account with nothing sent yet (its e-mail doubles as the platform's reference). */
  const openAccount = (client: ReturnType<typeof panelWorld>['client'], customer_type: 'individual' | 'business', email: string) =>
    client.connectedAccounts.create({ customer_type, email, country: 'AU', reference_id: email });

  it('GET accounts lists every connected account, newest first', async () => {
    const { client, panel } = panelWorld();
    const first = await openAccount(client, 'individual', 'a@example.com');
    const second = await openAccount(client, 'business', 'b@example.com');
    const res = await panel('GET', 'accounts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { ...second, name: null, verification_moves: expect.any(Object) },
        { ...first, name: null, verification_moves: expect.any(Object) },
      ],
      total: 2,
      offset: 0,
      limit: 10,
    });
  });

  it('GET accounts names each account once its details are in, so two of one e-mail domain can be told apart', async () => {
    const { client, panel } = panelWorld();
    const ada = await openAccount(client, 'individual', 'applicant-1@example.com');
    const grace = await openAccount(client, 'individual', 'applicant-2@example.com');
    const engines = await openAccount(client, 'business', 'applicant-3@example.com');
    const silent = await openAccount(client, 'individual', 'applicant-4@example.com');
    await client.connectedAccounts.submitKyc(ada.connected_account_id, validKyc());
    await client.connectedAccounts.submitKyc(grace.connected_account_id, validKyc({ first_name: 'Grace', last_name: 'Hopper' }));
    await client.connectedAccounts.submitKyb(engines.connected_account_id, validKyb());
    const res = await panel('GET', 'accounts');
    expect(res.body.data.map((a: { email: string; name: string | null }) => [a.email, a.name])).toEqual([
      [silent.email, null],
      [engines.email, 'Analytical Engines Pty Ltd'],
      [grace.email, 'Grace Hopper'],
      [ada.email, 'Ada Lovelace'],
    ]);
  });

  it('refuses to approve an account that has submitted nothing, saying why, and approves once details are in', async () => {
    const { client, panel } = panelWorld();
    const { connected_account_id: id } = await openAccount(client, 'individual', 'a@example.com');
    const refused = await panel('POST', `accounts/${id}/verification`, { body: { status: 'approved' } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'unprocessable_entity',
      message: `Account ${id} has not submitted any details yet: there is nothing to approve`,
    });
    expect((await client.connectedAccounts.retrieve(id)).verification_status).toBe('pending');
    await client.connectedAccounts.submitKyc(id, validKyc());
    expect((await panel('POST', `accounts/${id}/verification`, { body: { status: 'approved' } })).body.verification_status).toBe('approved');
  });

  it('POST accounts/:id/verification asks for more info, approves and rejects with a reason', async () => {
    const { client, panel } = panelWorld();
    const { connected_account_id: id } = await openAccount(client, 'business', 'b@example.com');
    await client.connectedAccounts.submitKyb(id, validKyb());
    const more = await panel('POST', `accounts/${id}/verification`, {
      body: { status: 'more_info_required', required_info: ['address_proof', 'beneficial_owner_info'] },
    });
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ verification_status: 'more_info_required', required_info: ['address_proof', 'beneficial_owner_info'] });
    expect((await panel('POST', `accounts/${id}/verification`, { body: { status: 'in_review' } })).body.verification_status).toBe('in_review');
    const approved = await panel('POST', `accounts/${id}/verification`, { body: { status: 'approved' } });
    expect(approved.body).toMatchObject({ verification_status: 'approved', rejection_reason: null, required_info: [] });
    const rejected = await panel('POST', `accounts/${id}/verification`, { body: { status: 'rejected', rejection_reason: 'name_mismatch' } });
    expect(rejected.body).toMatchObject({ verification_status: 'rejected', rejection_reason: 'name_mismatch' });
    expect((await client.connectedAccounts.retrieve(id)).verification_status).toBe('rejected');
  });

  it('keeps a rejected account closed: approving it is refused with the rule, and the list says which moves remain', async () => {
    const { client, panel } = panelWorld();
    const { connected_account_id: id } = await openAccount(client, 'individual', 'a@example.com');
    await client.connectedAccounts.submitKyc(id, validKyc());
    const rule = 'A rejected account stays rejected; open a new account to apply again';
    expect((await panel('GET', 'accounts')).body.data[0].verification_moves).toEqual({
      pending: 'The account is already pending',
      in_review: null,
      approved: null,
      rejected: null,
      more_info_required: null,
    });
    await panel('POST', `accounts/${id}/verification`, { body: { status: 'rejected', rejection_reason: 'name_mismatch' } });
    const refused = await panel('POST', `accounts/${id}/verification`, { body: { status: 'approved' } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'unprocessable_entity', message: rule });
    expect((await client.connectedAccounts.retrieve(id)).verification_status).toBe('rejected');
    expect((await panel('GET', 'accounts')).body.data[0].verification_moves).toEqual({
      pending: rule,
      in_review: rule,
      approved: rule,
      rejected: rule,
      more_info_required: rule,
    });
  });

  it('passes the sandbox rule messages through', async () => {
    const { client, panel } = panelWorld();
    const { connected_account_id: id } = await openAccount(client, 'individual', 'a@example.com');
    const reasonless = await panel('POST', `accounts/${id}/verification`, { body: { status: 'rejected' } });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.error.message).toMatch(/^rejection_reason is required with status rejected/);
    const owners = await panel('POST', `accounts/${id}/verification`, { body: { status: 'more_info_required', required_info: ['beneficial_owner_info'] } });
    expect(owners.status).toBe(422);
    expect(owners.body.error).toEqual({ code: 'unprocessable_entity', message: 'required_info beneficial_owner_info applies to business accounts only' });
    expect((await panel('POST', 'accounts/acct_missing/verification', { body: { status: 'approved' } })).status).toBe(404);
  });
});

describe('panel API: payouts', () => {
  async function fund(h: ReturnType<typeof panelWorld>, amount: string, onBehalfOf?: string) {
    const headers: Record<string, string> = onBehalfOf ? { 'x-on-behalf-of': onBehalfOf } : {};
    expect((await h.call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'AUD', amount }, headers })).status).toBe(200);
  }

  it('GET payouts lists them with their owner; POST simulate completes and fails, acting for the owner', async () => {
    const h = panelWorld();
    const acct = await approvedIndividual(h.client);
    await h.client.connectedAccounts.activateCapabilities(acct, ['outbound_payouts']);
    await fund(h, '100');
    await fund(h, '100', acct);
    const mine = await h.client.payouts.create({ currency: 'AUD', amount: '10', destination: BANK });
    const theirs = await h.client.payouts.create({ currency: 'AUD', amount: '20', destination: BANK }, { onBehalfOf: acct });

    const listed = await h.panel('GET', 'payouts');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      data: [
        { ...theirs, connected_account_id: acct },
        { ...mine, connected_account_id: null },
      ],
      total: 2,
      offset: 0,
      limit: 10,
    });

    const completed = await h.panel('POST', `payouts/${theirs.payout_id}/simulate`, { body: { status: 'completed' } });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ payout_id: theirs.payout_id, status: 'completed' });
    const failed = await h.panel('POST', `payouts/${mine.payout_id}/simulate`, { body: { status: 'failed', failure_reason: 'Account closed' } });
    expect(failed.body).toMatchObject({ status: 'failed', failure_reason: 'Account closed' });
    expect(await h.client.payouts.retrieve(theirs.payout_id, { onBehalfOf: acct })).toMatchObject({ status: 'completed' });

    const again = await h.panel('POST', `payouts/${mine.payout_id}/simulate`, { body: { status: 'completed' } });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(`Payout ${mine.payout_id} is failed; only a pending payout can be simulated`);
  });

  it('answers 404 for an unknown payout and 400 for a failure without a reason', async () => {
    const h = panelWorld();
    await fund(h, '5');
    const payout = await h.client.payouts.create({ currency: 'AUD', amount: '5', destination: BANK });
    const missing = await h.panel('POST', 'payouts/po_missing/simulate', { body: { status: 'completed' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No payout with id "po_missing"' });
    const reasonless = await h.panel('POST', `payouts/${payout.payout_id}/simulate`, { body: { status: 'failed' } });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.error.message).toBe('failure_reason is required when status is failed');
  });
});

describe('panel API: webhook deliveries', () => {
  /** A sandbox whose webhook receiver answers 500 until `healthy` is set. */
  function withReceiver() {
    const state = { healthy: false };
    const h = panelWorld({ fetch: () => Promise.resolve(new Response(state.healthy ? 'ok' : 'down', { status: state.healthy ? 200 : 500 })) });
    return { ...h, state };
  }

  it('GET deliveries shows a page of the newest first without bodies, and pages back to the oldest', async () => {
    const h = withReceiver();
    h.state.healthy = true;
    await h.client.webhooks.create({ url: 'http://127.0.0.1:9/hook', events: ['payment.settled'] });
    for (let i = 0; i < 22; i++) {
      const p = await h.client.payments.create({ amount: '1', currency: 'USDT', reference: `d-${i}` });
      await h.client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    }
    await h.sandbox.idle();
    const log = h.sandbox.deliveries();
    const res = await h.panel('GET', 'deliveries');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 22, offset: 0, limit: 10 });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toMatchObject({ id: log.at(-1)?.id, event: 'payment.settled', status: 'delivered', url: 'http://127.0.0.1:9/hook' });
    expect(res.body.data[0]).not.toHaveProperty('body');
    expect(res.body.data.at(-1).id).toBe(log[12]?.id);
    const oldest = await h.panel('GET', 'deliveries?offset=20');
    expect(oldest.body).toMatchObject({ total: 22, offset: 20, limit: 10 });
    expect(oldest.body.data.map((d: { id: string }) => d.id)).toEqual([log[1]?.id, log[0]?.id]);
    expect((await h.panel('GET', 'deliveries?offset=30')).body.data).toEqual([]);
  });

  it('POST deliveries/:id/retry resends a failed delivery; a delivery that has not failed is refused', async () => {
    const h = withReceiver();
    await h.client.webhooks.create({ url: 'http://127.0.0.1:9/hook', events: ['payment.settled'] });
    const p = await h.client.payments.create({ amount: '1', currency: 'USDT', reference: 'r' });
    await h.client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    await h.sandbox.idle();
    const [pending] = (await h.panel('GET', 'deliveries')).body.data;
    expect(pending).toMatchObject({ status: 'pending', next_attempt_at: new Date(TEST_START + RETRY_DELAYS_MS[0]).toISOString() });
    const early = await h.panel('POST', `deliveries/${pending.id}/retry`);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe(`Only failed deliveries can be retried by hand; ${pending.id} is pending`);

    for (const delay of RETRY_DELAYS_MS) await h.sandbox.advance(delay / 1000);
    const [failed] = (await h.panel('GET', 'deliveries')).body.data;
    expect(failed).toMatchObject({ id: pending.id, status: 'failed', next_attempt_at: null });
    expect(failed.attempts).toHaveLength(5);

    h.state.healthy = true;
    const retried = await h.panel('POST', `deliveries/${pending.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: pending.id, status: 'delivered' });
    expect(retried.body.attempts).toHaveLength(6);
    expect(retried.body).not.toHaveProperty('body');
    expect((await h.panel('POST', 'deliveries/whd_missing/retry')).status).toBe(404);
  });
});

describe('panel API: clock', () => {
  it('GET clock reads the virtual now; POST clock advances it and runs what fell due', async () => {
    const { client, panel } = panelWorld();
    const p = await client.payments.create({ amount: '1', currency: 'USDT', reference: 'r' });
    expect((await panel('GET', 'clock')).body).toEqual({ now: new Date(TEST_START).toISOString(), pending_tasks: 1 });
    const moved = await panel('POST', 'clock', { body: { advance_seconds: 1800 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ now: new Date(TEST_START + 1_800_000).toISOString(), pending_tasks: 0 });
    expect((await client.payments.retrieve(p.payment_id)).status).toBe('expired');
  });

  it('refuses a missing or negative advance with the sandbox message', async () => {
    const { panel } = panelWorld();
    const missing = await panel('POST', 'clock', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('invalid_request');
    expect(missing.body.error.message).toMatch(/^advance_seconds /);
    const negative = await panel('POST', 'clock', { body: { advance_seconds: -5 } });
    expect(negative.body.error.message).toBe('advance_seconds must be zero or more');
  });
});

describe('panel API: requests it refuses', () => {
  it('refuses cross-origin POSTs (CSRF) but accepts same-origin ones and ones without Origin', async () => {
    const { client, panel } = panelWorld();
    const p = await client.payments.create({ amount: '1', currency: 'USDT', reference: 'r' });
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5174', 'https://localhost:5173']) {
      const res = await panel('POST', `payments/${p.payment_id}/simulate`, { body: { status: 'settled' }, headers: { origin } });
      expect(res.status, origin).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect((await client.payments.retrieve(p.payment_id)).status).toBe('pending');
    expect((await panel('POST', 'clock', { body: { advance_seconds: 1 }, headers: { origin: '' } })).status).toBe(200);
    expect((await panel('POST', 'clock', { body: { advance_seconds: 1 }, headers: { origin: ORIGIN } })).status).toBe(200);
  });

  it('follows the browser’s Sec-Fetch-Site when it is sent: same-origin passes whatever Host a dev proxy rewrote, same-site and cross-site do not', async () => {
    const { client, panel, handler } = panelWorld();
    const p = await client.payments.create({ amount: '1', currency: 'USDT', reference: 'r' });
    const sent: Array<[site: string, origin: string]> = [
      ['cross-site', 'https://evil.example'],
      ['same-site', 'http://localhost:5174'],
      // The right Origin does not outvote what the browser says about the request.
      ['same-site', ORIGIN],
      ['cross-site', ''],
    ];
    for (const [site, origin] of sent) {
      const res = await panel('POST', `payments/${p.payment_id}/simulate`, { body: { status: 'settled' }, headers: { origin, 'sec-fetch-site': site } });
      expect([site, origin, res.status]).toEqual([site, origin, 403]);
    }
    expect((await client.payments.retrieve(p.payment_id)).status).toBe('pending');
    // Through a dev server's proxy with changeOrigin: the handler sees the backend's address, the browser says same-origin.
    const proxied = await handler(
      new Request(`http://127.0.0.1:4000${BASE}/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin', host: '127.0.0.1:4000' },
        body: JSON.stringify({ advance_seconds: 1 }),
      }),
    );
    expect(proxied.status).toBe(200);
  });

  it('answers 415 for a POST that is not JSON, even with an empty body', async () => {
    const { panel } = panelWorld();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '', 'application/jsonp']) {
      const res = await panel('POST', 'clock', { raw: '{"advance_seconds":1}', headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(res.body.error).toEqual({ code: 'unsupported_media_type', message: 'Content-Type must be application/json' });
    }
    expect((await panel('POST', 'clock', { raw: '{"advance_seconds":1}', headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(200);
  });

  it('caps JSON bodies at 16 KB, declared or streamed', async () => {
    const { panel } = panelWorld();
    const big = JSON.stringify({ advance_seconds: 1, pad: 'x'.repeat(PANEL_MAX_BODY_BYTES) });
    const declared = await panel('POST', 'clock', { raw: big });
    expect(declared.status).toBe(413);
    expect(declared.body.error).toEqual({ code: 'payload_too_large', message: 'Request body is larger than 16 KB' });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
        controller.close();
      },
    });
    const { handler } = panelWorld();
    const res = await handler(
      new Request(`${ORIGIN}${BASE}/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
  });

  it('refuses malformed JSON, non-object bodies and unknown fields', async () => {
    const { panel, client } = panelWorld();
    const p = await client.payments.create({ amount: '1', currency: 'USDT', reference: 'r' });
    expect((await panel('POST', 'clock', { raw: '{"advance_seconds":' })).body.error).toEqual({
      code: 'invalid_request',
      message: 'Request body is not valid JSON',
    });
    expect((await panel('POST', 'clock', { raw: '[1]' })).body.error.message).toBe('Request body must be a JSON object');
    const extra = await panel('POST', `payments/${p.payment_id}/simulate`, { body: { status: 'settled', connected_account_id: 'acct_x' } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Unknown field "connected_account_id": send only status, amount_received');
    const retry = await panel('POST', 'deliveries/whd_1/retry', { body: { force: true } });
    expect(retry.body.error.message).toBe('Unknown field "force": this action takes no fields');
    expect((await client.payments.retrieve(p.payment_id)).status).toBe('pending');
  });

  it('answers 404 for unknown routes and 405 with Allow for the wrong method', async () => {
    const { panel, handler } = panelWorld();
    const unknown = await panel('GET', 'transactions');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect((await panel('GET', 'payments/pay_1')).status).toBe(404);
    const wrong = await panel('POST', 'payments', { body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    const get = await panel('GET', 'payments/pay_1/simulate');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const outside = await handler(new Request(`${ORIGIN}/sandbox/panel-apix/payments`));
    expect(outside.status).toBe(404);
    expect((await handler(new Request(`${ORIGIN}/sandbox/v1/sandbox/payments`))).status).toBe(404);
  });

  it('serves under another basePath', async () => {
    const { panel, handler } = panelWorld({}, '/admin/panel/');
    expect((await panel('GET', 'clock')).status).toBe(200);
    expect((await handler(new Request(`${ORIGIN}${BASE}/clock`))).status).toBe(404);
  });

  it('maps a sandbox that cannot be reached to 502 without details, and unexpected errors to 500', async () => {
    const errors: unknown[] = [];
    const down = createPaykitClient({
      apiKey: TEST_API_KEY,
      baseUrl: 'http://127.0.0.1:9',
      maxRetries: 0,
      fetch: () => Promise.reject(new TypeError(`connect ECONNREFUSED (key ${TEST_API_KEY})`)),
    });
    const handler = createPanelHandler({ client: down, onError: (e) => errors.push(e) });
    const res = await handler(new Request(`${ORIGIN}${BASE}/payments`));
    const text = await res.text();
    expect(res.status).toBe(502);
    expect(JSON.parse(text)).toEqual({ error: { code: 'sandbox_unavailable', message: 'The sandbox did not answer; try again' } });
    expect(text).not.toContain(TEST_API_KEY);
    expect(errors).toHaveLength(1);

    const broken = createPaykitClient({ apiKey: TEST_API_KEY, baseUrl: 'http://127.0.0.1:9', maxRetries: 0, fetch: () => Promise.resolve(new Response('{}')) });
    const odd = createPanelHandler({ client: { ...broken, sandbox: { ...broken.sandbox, clock: () => Promise.reject(new Error(TEST_API_KEY)) } } });
    const crash = await odd(new Request(`${ORIGIN}${BASE}/clock`));
    expect(crash.status).toBe(500);
    expect(await crash.text()).not.toContain(TEST_API_KEY);
  });

  it('never sends the API key to the browser, nor an upstream 401 detail beyond the sandbox message', async () => {
    const h = createHarness();
    const wrongKey = createPaykitClient({ apiKey: 'sk_wrong_key_123456', baseUrl: 'http://127.0.0.1:4010', fetch: h.sandbox.fetch, maxRetries: 0 });
    const res = await createPanelHandler({ client: wrongKey })(new Request(`${ORIGIN}${BASE}/accounts`));
    const text = await res.text();
    expect(res.status).toBe(401);
    expect(JSON.parse(text)).toEqual({ error: { code: 'unauthorized', message: 'Invalid API key' } });
    expect(text).not.toContain('sk_wrong_key_123456');
  });
});
