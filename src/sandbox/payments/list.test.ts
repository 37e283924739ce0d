/** GET /sandbox/payments: a sandbox extension listing every payment for the control panel. */
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../shared/errors';
import { createHarness } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';
import { approvedIndividual } from '../../../test/fixtures/sandbox-accounts';

async function threePayments() {
  const h = createHarness();
  const ids: string[] = [];
  for (const reference of ['a', 'b', 'c']) {
    ids.push((await h.client.payments.create({ amount: '10.00', currency: 'USDT', reference })).payment_id);
  }
  return { ...h, ids };
}

describe('GET /sandbox/payments (sandbox extension)', () => {
  it('lists every payment newest first, in the same view as GET /payments/:id', async () => {
    const { client, ids } = await threePayments();
    const page = await client.sandbox.listPayments();
    expect(page).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(page.data.map((p) => p.payment_id)).toEqual([...ids].reverse());
    expect(page.data[0]).toEqual(await client.payments.retrieve(ids[2] as string));
  });

  it('pages with limit and offset', async () => {
    const { client, ids } = await threePayments();
    const page = await client.sandbox.listPayments({ limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.data.map((p) => p.payment_id)).toEqual([ids[1]]);
  });

  it('filters by status', async () => {
    const { client, ids } = await threePayments();
    await client.sandbox.simulatePayment(ids[0] as string, { status: 'settled' });
    await client.sandbox.simulatePayment(ids[2] as string, { status: 'expired' });
    const settled = await client.sandbox.listPayments({ status: 'settled' });
    expect(settled.data.map((p) => p.payment_id)).toEqual([ids[0]]);
    expect(settled.total).toBe(1);
    expect((await client.sandbox.listPayments({ status: 'pending' })).data.map((p) => p.payment_id)).toEqual([ids[1]]);
  });

  it('refuses an unknown status and a limit out of range, naming the parameter', async () => {
    const { client } = createHarness();
    const status = await failure(client.sandbox.listPayments({ status: 'paid' as 'settled' }));
    expect(status).toBeInstanceOf(BadRequestError);
    expect(status.message).toBe('status must be one of: pending, settled, expired, underpaid, overpaid');
    expect((await failure(client.sandbox.listPayments({ limit: 101 }))).message).toBe('limit must be between 1 and 100');
  });

  it('serves /v1 and /api/v1 alike and requires the API key', async () => {
    const { client, call } = await threePayments();
    const v1 = await call('GET', '/v1/sandbox/payments');
    const api = await call('GET', '/api/v1/sandbox/payments');
    expect(v1.status).toBe(200);
    expect(api.body).toEqual(v1.body);
    expect(v1.body).toEqual(await client.sandbox.listPayments());
    expect((await call('GET', '/v1/sandbox/payments', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it("shows the platform its accounts' payments, and an account only its own", async () => {
    const { client } = createHarness();
    const acct = await approvedIndividual(client);
    await client.connectedAccounts.activateCapabilities(acct, ['inbound_payments']);
    const own = await client.payments.create({ amount: '1', currency: 'BTC', reference: 'platform' });
    const theirs = await client.payments.create({ amount: '2', currency: 'BTC', reference: 'account' }, { onBehalfOf: acct });
    expect((await client.sandbox.listPayments()).data.map((p) => p.payment_id)).toEqual([theirs.payment_id, own.payment_id]);
    expect((await client.sandbox.listPayments({}, { onBehalfOf: acct })).data.map((p) => p.payment_id)).toEqual([theirs.payment_id]);
  });
});
