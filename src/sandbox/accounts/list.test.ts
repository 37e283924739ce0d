/** GET /sandbox/accounts: a sandbox extension listing every connected account for the control panel. */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';
import { newBusiness, newIndividual, validKyb, validKyc } from '../../../test/fixtures/sandbox-accounts';

describe('GET /sandbox/accounts (sandbox extension)', () => {
  it('lists every connected account newest first, each as GET /accounts/:id shows it, named once details are in', async () => {
    const { client } = createHarness();
    const first = await newIndividual(client);
    const second = await newBusiness(client);
    const page = await client.sandbox.listAccounts();
    expect(page).toEqual({
      data: [
        { ...second, name: null },
        { ...first, name: null },
      ],
      total: 2,
      limit: 20,
      offset: 0,
    });
  });

  it('names each account by the details it sent: first and last name (KYC), legal name (KYB), the latest sent', async () => {
    const { client } = createHarness();
    const ada = await newIndividual(client, { email: 'ada@example.com' });
    const grace = await newIndividual(client, { email: 'grace@example.com' });
    const engines = await newBusiness(client);
    await client.connectedAccounts.submitKyc(ada.connected_account_id, validKyc());
    await client.connectedAccounts.submitKyc(grace.connected_account_id, validKyc({ first_name: 'Grace', last_name: 'Hopper' }));
    await client.connectedAccounts.submitKyc(grace.connected_account_id, validKyc({ first_name: ' Grace ', last_name: 'Brewster Hopper' }));
    await client.connectedAccounts.submitKyb(engines.connected_account_id, validKyb());
    const names = (await client.sandbox.listAccounts()).data.map((a) => [a.connected_account_id, a.name]);
    expect(names).toEqual([
      [engines.connected_account_id, 'Analytical Engines Pty Ltd'],
      [grace.connected_account_id, 'Grace Brewster Hopper'],
      [ada.connected_account_id, 'Ada Lovelace'],
    ]);
    // Only the sandbox's list says who it is: the service's account view carries no name (docs/service-contract.md#connected-accounts).
    expect(await client.connectedAccounts.retrieve(ada.connected_account_id)).not.toHaveProperty('name');
  });

  it('pages with limit and offset, and filters by verification_status', async () => {
    const { client } = createHarness();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await newIndividual(client, { email: `u${i}@example.com` })).connected_account_id);
    await client.sandbox.setVerification(ids[1] as string, { status: 'rejected', rejection_reason: 'name_mismatch' });
    const page = await client.sandbox.listAccounts({ limit: 2, offset: 1 });
    expect(page.data.map((a) => a.connected_account_id)).toEqual([ids[1], ids[0]]);
    expect(page.total).toBe(3);
    const rejected = await client.sandbox.listAccounts({ verification_status: 'rejected' });
    expect(rejected.data).toEqual([expect.objectContaining({ connected_account_id: ids[1], rejection_reason: 'name_mismatch' })]);
    const refused = await failure(client.sandbox.listAccounts({ verification_status: 'done' as 'approved' }));
    expect(refused).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(refused.message).toMatch(/^verification_status must be one of: pending, in_review/);
  });

  it('serves /v1 and /api/v1 alike; acting for an account lists only that account', async () => {
    const { client, call } = createHarness();
    const a = await newIndividual(client);
    await newBusiness(client);
    const v1 = await call('GET', '/v1/sandbox/accounts');
    expect(v1.status).toBe(200);
    expect((await call('GET', '/api/v1/sandbox/accounts')).body).toEqual(v1.body);
    const mine = await client.sandbox.listAccounts({}, { onBehalfOf: a.connected_account_id });
    expect(mine.data.map((x) => x.connected_account_id)).toEqual([a.connected_account_id]);
  });

  it('starts empty and empties again on reset', async () => {
    const { client, sandbox } = createHarness();
    expect(await client.sandbox.listAccounts()).toEqual({ data: [], total: 0, limit: 20, offset: 0 });
    await newIndividual(client);
    sandbox.reset();
    expect((await client.sandbox.listAccounts()).total).toBe(0);
  });
});
