import { describe, expect, it } from 'vitest';
import { base58Decode } from '../../shared/base58';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { approvedIndividual, expectApiError, newBusiness, newIndividual, validKyb } from '../../../test/fixtures/sandbox-accounts';

describe('capabilities (POST /api/v1/accounts/{id}/capabilities)', () => {
  it('refuses activation before approval with 422 naming the rule', async () => {
    const { client } = createHarness();
    const { connected_account_id: id } = await newIndividual(client);
    for (const status of ['pending', 'in_review'] as const) {
      await client.sandbox.setVerification(id, { status });
      await expectApiError(
        client.connectedAccounts.activateCapabilities(id, ['inbound_payments']),
        422,
        'unprocessable_entity',
        new RegExp(`only when verification_status is approved; it is ${status}`),
      );
    }
    expect((await client.connectedAccounts.retrieve(id)).capabilities).toEqual([]);
  });

  it('activates after approval, adds to what is active and lists everything sorted', async () => {
    const { client, call } = createHarness();
    const id = await approvedIndividual(client);
    expect(await client.connectedAccounts.activateCapabilities(id, ['outbound_payouts'])).toEqual({ connected_account_id: id, capabilities: ['outbound_payouts'] });
    const all = await client.connectedAccounts.activateCapabilities(id, ['inbound_payments', 'fx_conversion', 'inbound_payments']);
    expect(all.capabilities).toEqual(['fx_conversion', 'inbound_payments', 'outbound_payouts']);
    expect((await client.connectedAccounts.retrieve(id)).capabilities).toEqual(all.capabilities);
    // The raw body shape the DESIGN fixes.
    const res = await call('POST', `/api/v1/accounts/${id}/capabilities`, { body: { capabilities: ['fx_conversion'] } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['an empty list', { capabilities: [] }, /capabilities must name at least one capability/],
    ['an unknown name', { capabilities: ['crypto_lending'] }, /capabilities\[0\] must be one of: inbound_payments, fx_conversion, outbound_payouts/],
    ['no body', undefined, /capabilities is required/],
  ])('refuses %s with 400', async (_name, body, message) => {
    const { client, call } = createHarness();
    const id = await approvedIndividual(client);
    const res = await call('POST', `/api/v1/accounts/${id}/capabilities`, { body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('answers 404 for an unknown account', async () => {
    const { client } = createHarness();
    await expectApiError(client.connectedAccounts.activateCapabilities('acct_nobody', ['fx_conversion']), 404, 'not_found');
  });

  it('lets other domains see active capabilities through x-on-behalf-of', async () => {
    const { client, call } = createHarness();
    const id = await approvedIndividual(client);
    await client.connectedAccounts.activateCapabilities(id, ['fx_conversion']);
    const res = await call('GET', '/v1/sandbox/clock', { headers: { 'x-on-behalf-of': id } });
    expect(res.status).toBe(200);
  });
});

describe('virtual account (POST /api/v1/accounts/{id}/virtual-account)', () => {
  it('refuses issue before inbound_payments is active (422), even when approved', async () => {
    const { client } = createHarness();
    const id = await approvedIndividual(client);
    await expectApiError(client.connectedAccounts.issueVirtualAccount(id), 422, 'unprocessable_entity', /inbound_payments capability is active/);
    await client.connectedAccounts.activateCapabilities(id, ['fx_conversion']);
    await expectApiError(client.connectedAccounts.issueVirtualAccount(id), 422, 'unprocessable_entity');
    await expectApiError(client.connectedAccounts.retrieveVirtualAccount(id), 404, 'not_found', /No virtual account has been issued/);
  });

  it('issues immediately with a BSB, account number and Solana address, idempotently', async () => {
    const { client, call } = createHarness();
    const id = await approvedIndividual(client);
    await client.connectedAccounts.activateCapabilities(id, ['inbound_payments']);
    const first = await call('POST', `/api/v1/accounts/${id}/virtual-account`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      virtual_account_id: expect.stringMatching(/^va_/),
      connected_account_id: id,
      account_name: 'Ada Lovelace',
      bsb: expect.stringMatching(/^\d{3}-\d{3}$/),
      account_number: expect.stringMatching(/^\d{9}$/),
      currency: 'AUD',
      solana_address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{43,44}$/),
      solana_assets: ['USDT', 'USDC'],
      created_at: new Date(TEST_START).toISOString(),
    });
    expect(base58Decode(first.body.solana_address)).toHaveLength(32);
    const again = await client.connectedAccounts.issueVirtualAccount(id);
    expect(again).toEqual(first.body);
    expect(await client.connectedAccounts.retrieveVirtualAccount(id)).toEqual(first.body);
  });

  it('gives the same details for the same seed (deterministic), and different ones for another account', async () => {
    const issue = async () => {
      const { client } = createHarness({ seed: 7 });
      const id = await approvedIndividual(client);
      await client.connectedAccounts.activateCapabilities(id, ['inbound_payments']);
      const va = await client.connectedAccounts.issueVirtualAccount(id);
      const other = await approvedIndividual(client);
      await client.connectedAccounts.activateCapabilities(other, ['inbound_payments']);
      return [va, await client.connectedAccounts.issueVirtualAccount(other)] as const;
    };
    const [a, b] = await issue();
    const [c] = await issue();
    expect(c.bsb).toBe(a.bsb);
    expect(c.account_number).toBe(a.account_number);
    expect(b.account_number).not.toBe(a.account_number);
    expect(b.solana_address).not.toBe(a.solana_address);
  });

  it('names the account after the KYB legal name, or the e-mail when no data was given', async () => {
    const { client } = createHarness();
    const business = (await newBusiness(client)).connected_account_id;
    await client.connectedAccounts.submitKyb(business, validKyb());
    await client.sandbox.setVerification(business, { status: 'approved' });
    await client.connectedAccounts.activateCapabilities(business, ['inbound_payments']);
    expect((await client.connectedAccounts.issueVirtualAccount(business)).account_name).toBe('Analytical Engines Pty Ltd');

    const bare = (await newIndividual(client, { email: 'bare@example.com' })).connected_account_id;
    await client.sandbox.setVerification(bare, { status: 'approved' });
    await client.connectedAccounts.activateCapabilities(bare, ['inbound_payments']);
    expect((await client.connectedAccounts.issueVirtualAccount(bare)).account_name).toBe('bare@example.com');
  });

  it('keeps the issued details readable after the account leaves approved, but refuses a new issue call', async () => {
    const { client } = createHarness();
    const id = await approvedIndividual(client);
    await client.connectedAccounts.activateCapabilities(id, ['inbound_payments']);
    const va = await client.connectedAccounts.issueVirtualAccount(id);
    await client.sandbox.setVerification(id, { status: 'rejected', rejection_reason: 'expired_document' });
    expect(await client.connectedAccounts.retrieveVirtualAccount(id)).toEqual(va);
    await expectApiError(client.connectedAccounts.issueVirtualAccount(id), 422, 'unprocessable_entity');
  });
});
