import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../../shared/errors';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { expectApiError, newIndividual } from '../../../test/fixtures/sandbox-accounts';

describe('connected accounts: create and retrieve', () => {
  it('creates a pending account with an acct_ id and an empty submission', async () => {
    const { client } = createHarness();
    const account = await client.connectedAccounts.create({
      customer_type: 'individual',
      email: 'ada@example.com',
      country: 'AU',
      reference_id: 'user-42',
    });
    expect(account).toEqual({
      connected_account_id: expect.stringMatching(/^acct_[A-Za-z0-9]{24}$/),
      customer_type: 'individual',
      email: 'ada@example.com',
      country: 'AU',
      reference_id: 'user-42',
      verification_status: 'pending',
      rejection_reason: null,
      required_info: [],
      capabilities: [],
      submission: { kyc_submitted_at: null, kyb_submitted_at: null, documents: {}, liveness: 'not_started', liveness_completed_at: null },
      created_at: new Date(TEST_START).toISOString(),
    });
    expect(await client.connectedAccounts.retrieve(account.connected_account_id)).toEqual(account);
  });

  it('answers 201 on creation', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/api/v1/accounts', {
      body: { customer_type: 'business', email: 'ops@example.com', country: 'NZ', reference_id: 'b-1' },
    });
    expect(res.status).toBe(201);
    expect(res.body.customer_type).toBe('business');
  });

  it.each([
    ['customer_type', { customer_type: 'company' }, /customer_type must be one of: individual, business/],
    ['email', { email: 'not-an-email' }, /^email /],
    ['country (unknown code)', { country: 'XX' }, /^country /],
    ['country (lower case)', { country: 'au' }, /^country /],
    ['reference_id (empty)', { reference_id: '   ' }, /^reference_id is required/],
    ['reference_id (too long)', { reference_id: 'r'.repeat(201) }, /^reference_id must be at most 200/],
  ])('refuses a bad %s with 400 naming the field', async (_name, patch, message) => {
    const { client } = createHarness();
    const body = { customer_type: 'individual' as const, email: 'a@example.com', country: 'AU', reference_id: 'x', ...patch };
    const error = await expectApiError(client.connectedAccounts.create(body as never), 400, 'invalid_request', message);
    expect(error).toBeInstanceOf(BadRequestError);
  });

  it('accepts a reference_id of exactly 200 characters', async () => {
    const { client } = createHarness();
    const account = await client.connectedAccounts.create({ customer_type: 'individual', email: 'a@example.com', country: 'AU', reference_id: 'r'.repeat(200) });
    expect(account.reference_id).toHaveLength(200);
  });

  it('answers 404 not_found for unknown ids, with or without the acct_ prefix', async () => {
    const { client } = createHarness();
    const error = await expectApiError(client.connectedAccounts.retrieve('acct_unknown'), 404, 'not_found', /acct_unknown/);
    expect(error).toBeInstanceOf(NotFoundError);
    await expectApiError(client.connectedAccounts.retrieve('pl_123'), 404, 'not_found');
  });

  it('serves the accounts under /v1 too, and lets x-on-behalf-of name a created account', async () => {
    const { client, call } = createHarness();
    const account = await newIndividual(client);
    const res = await call('GET', `/v1/accounts/${account.connected_account_id}`);
    expect(res.status).toBe(200);
    const behalf = await call('GET', '/v1/sandbox/clock', { headers: { 'x-on-behalf-of': account.connected_account_id } });
    expect(behalf.status).toBe(200);
  });

  it('does not swallow the platform route GET /v1/accounts/me (registered before this domain)', async () => {
    const { call } = createHarness();
    expect((await call('GET', '/v1/accounts/me')).status).toBe(200);
  });
});
