/** GET /sandbox/payouts: a sandbox extension listing every payout, with its owner, for the control panel. */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';
import { approvedIndividual } from '../../../test/fixtures/sandbox-accounts';

type Harness = ReturnType<typeof createHarness>;

const BANK = { type: 'bank_account', account_name: 'Jane Citizen', bsb: '062000', account_number: '12345678' } as const;

async function fund(h: Harness, amount: string, onBehalfOf?: string) {
  const headers: Record<string, string> = onBehalfOf ? { 'x-on-behalf-of': onBehalfOf } : {};
  expect((await h.call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'AUD', amount }, headers })).status).toBe(200);
}

describe('GET /sandbox/payouts (sandbox extension)', () => {
  it('lists every payout newest first with connected_account_id, and an account sees only its own', async () => {
    const h = createHarness();
    const acct = await approvedIndividual(h.client);
    await h.client.connectedAccounts.activateCapabilities(acct, ['outbound_payouts']);
    await fund(h, '100');
    await fund(h, '100', acct);
    const mine = await h.client.payouts.create({ currency: 'AUD', amount: '10', destination: BANK });
    const theirs = await h.client.payouts.create({ currency: 'AUD', amount: '20', destination: BANK }, { onBehalfOf: acct });
    const page = await h.client.sandbox.listPayouts();
    expect(page).toEqual({
      data: [
        { ...theirs, connected_account_id: acct },
        { ...mine, connected_account_id: null },
      ],
      total: 2,
      limit: 20,
      offset: 0,
    });
    expect((await h.client.sandbox.listPayouts({}, { onBehalfOf: acct })).data.map((p) => p.payout_id)).toEqual([theirs.payout_id]);
    // The owner named in the list is who the simulator acts for.
    await h.client.sandbox.simulatePayout(theirs.payout_id, { status: 'completed' }, { onBehalfOf: acct });
    expect((await h.client.sandbox.listPayouts({ status: 'completed' })).data).toEqual([
      expect.objectContaining({ payout_id: theirs.payout_id, status: 'completed', connected_account_id: acct }),
    ]);
  });

  it('pages, filters by status and keeps creation order after a simulation', async () => {
    const h = createHarness();
    await fund(h, '100');
    const ids: string[] = [];
    for (const amount of ['1', '2', '3']) ids.push((await h.client.payouts.create({ currency: 'AUD', amount, destination: BANK })).payout_id);
    await h.client.sandbox.simulatePayout(ids[0] as string, { status: 'failed', failure_reason: 'account closed' });
    const page = await h.client.sandbox.listPayouts({ limit: 2, offset: 1 });
    expect(page.data.map((p) => p.payout_id)).toEqual([ids[1], ids[0]]);
    expect(page.total).toBe(3);
    expect((await h.client.sandbox.listPayouts({ status: 'failed' })).data).toEqual([
      expect.objectContaining({ payout_id: ids[0], failure_reason: 'account closed' }),
    ]);
    expect((await failure(h.client.sandbox.listPayouts({ status: 'done' as 'failed' }))).message).toBe('status must be one of: pending, completed, failed');
  });

  it('serves /v1 and /api/v1 alike', async () => {
    const h = createHarness();
    await fund(h, '5');
    await h.client.payouts.create({ currency: 'AUD', amount: '5', destination: BANK });
    const v1 = await h.call('GET', '/v1/sandbox/payouts');
    expect(v1.status).toBe(200);
    expect(v1.body.total).toBe(1);
    expect((await h.call('GET', '/api/v1/sandbox/payouts')).body).toEqual(v1.body);
  });
});
