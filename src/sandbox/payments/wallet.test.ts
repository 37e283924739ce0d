import { describe, expect, it } from 'vitest';
import { NotFoundError, PermissionDeniedError } from '../../shared/errors';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { failure } from '../../../test/support/refusal';

describe('GET /v1/accounts/me', () => {
  it('returns the platform account details (not a connected-account lookup of "me")', async () => {
    const { client } = createHarness();
    expect(await client.accounts.retrieveMe()).toEqual({
      account_id: 'acct_platform',
      name: 'Sandbox Platform',
      email: 'platform@sandbox.example.com',
      country: 'AU',
      environment: 'sandbox',
      capabilities: ['inbound_payments', 'fx_conversion', 'outbound_payouts'],
      created_at: new Date(TEST_START).toISOString(),
    });
  });

  it('reports the configured platform capabilities', async () => {
    const { client } = createHarness({ platformCapabilities: ['inbound_payments'] });
    expect((await client.accounts.retrieveMe()).capabilities).toEqual(['inbound_payments']);
  });
});

describe('wallet balances', () => {
  it('starts empty and lists one entry per currency, sorted by code', async () => {
    const { client } = createHarness();
    expect(await client.balances.list()).toEqual({ data: [] });
    for (const [currency, amount] of [
      ['USDT', '10.00'],
      ['BTC', '0.015'],
      ['USDT', '2.5'],
    ] as const) {
      const p = await client.payments.create({ currency, amount, reference: 'r' });
      await client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    }
    expect(await client.balances.list()).toEqual({
      data: [
        { currency: 'BTC', available: '0.015' },
        { currency: 'USDT', available: '12.50' },
      ],
    });
  });

  it('serves /accounts/me/wallet/balances under /api/v1 too, ahead of /accounts/:account_id/…', async () => {
    const { call } = createHarness();
    const res = await call('GET', '/api/v1/accounts/me/wallet/balances');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it('reads the platform wallet by its account id', async () => {
    const { client } = createHarness();
    const p = await client.payments.create({ currency: 'USDT', amount: '1', reference: 'r' });
    await client.sandbox.simulatePayment(p.payment_id, { status: 'settled' });
    expect(await client.balances.listForAccount('acct_platform')).toEqual({ data: [{ currency: 'USDT', available: '1' }] });
  });

  it('answers 404 for an account that does not exist', async () => {
    const { client } = createHarness();
    const error = await failure(client.balances.listForAccount('acct_nobody'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('No account with id "acct_nobody"');
  });

  it('refuses x-on-behalf-of naming no connected account with 403', async () => {
    const { client } = createHarness();
    const error = await failure(client.balances.list({ onBehalfOf: 'acct_nobody' }));
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.status).toBe(403);
  });
});
