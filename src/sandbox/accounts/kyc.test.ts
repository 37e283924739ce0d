import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { expectApiError, newBusiness, newIndividual, validKyc } from '../../../test/fixtures/sandbox-accounts';

async function setup() {
  const h = createHarness();
  const id = (await newIndividual(h.client)).connected_account_id;
  return { ...h, id };
}

describe('KYC data (POST /api/v1/accounts/{id}/kyc)', () => {
  it('stores valid data and reports it in the submission summary', async () => {
    const { client, id } = await setup();
    const account = await client.connectedAccounts.submitKyc(id, validKyc());
    expect(account.connected_account_id).toBe(id);
    expect(account.verification_status).toBe('pending');
    expect(account.submission.kyc_submitted_at).toBe(new Date(TEST_START).toISOString());
    // Identity data is never echoed back.
    expect(JSON.stringify(account)).not.toContain('Lovelace');
  });

  it('replaces earlier data when posted again (the name on the virtual account follows the latest)', async () => {
    const { client, id } = await setup();
    await client.connectedAccounts.submitKyc(id, validKyc({ first_name: 'Augusta' }));
    await client.connectedAccounts.submitKyc(id, validKyc({ first_name: 'Ada' }));
    await client.sandbox.setVerification(id, { status: 'approved' });
    await client.connectedAccounts.activateCapabilities(id, ['inbound_payments']);
    expect((await client.connectedAccounts.issueVirtualAccount(id)).account_name).toBe('Ada Lovelace');
  });

  it.each([
    ['2023-02-29 (no such day)', '2023-02-29', /date_of_birth must be a real date/],
    ['a slash format', '1990/01/01', /date_of_birth must be a real date/],
    ['a future date', '2030-01-01', /date_of_birth must be in the past/],
    ['an under-18', '2008-01-16', /date_of_birth must be at least 18 years ago/],
    ['a date before 1900', '1899-12-31', /date_of_birth must not be before 1900-01-01/],
  ])('refuses %s as date_of_birth with 400', async (_name, date, message) => {
    const { client, id } = await setup();
    await expectApiError(client.connectedAccounts.submitKyc(id, validKyc({ date_of_birth: date })), 400, 'invalid_request', message);
  });

  it('accepts someone whose 18th birthday is today on the virtual clock, and judges age on that clock', async () => {
    const { client, sandbox, id } = await setup();
    expect(new Date(TEST_START).toISOString().slice(0, 10)).toBe('2026-01-15');
    await client.connectedAccounts.submitKyc(id, validKyc({ date_of_birth: '2008-01-15' }));
    await expectApiError(client.connectedAccounts.submitKyc(id, validKyc({ date_of_birth: '2008-01-16' })), 400, 'invalid_request');
    await sandbox.advance(24 * 3600);
    await client.connectedAccounts.submitKyc(id, validKyc({ date_of_birth: '2008-01-16' }));
  });

  it.each([
    ['nationality', { nationality: 'XX' }, /^nationality /],
    ['nationality (lower case)', { nationality: 'au' }, /^nationality /],
    ['id_type', { id_type: 'birth_certificate' }, /^id_type must be one of: passport, drivers_licence, national_id/],
    ['id_number (symbols)', { id_number: 'AB#123' }, /^id_number may contain only letters, digits, spaces and hyphens/],
    ['id_number (too long)', { id_number: '1'.repeat(51) }, /^id_number must be at most 50/],
    ['id_number (empty)', { id_number: '' }, /^id_number is required/],
    ['first_name (blank)', { first_name: '  ' }, /^first_name is required/],
    ['last_name (too long)', { last_name: 'x'.repeat(101) }, /^last_name must be at most 100/],
    ['address.country', { address: { line1: '1 Main St', city: 'Auckland', state: 'AKL', postcode: '1010', country: 'XX' } }, /^address\.country /],
    ['address.line1 (missing)', { address: { city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' } }, /^address\.line1 is required/],
  ])('refuses a bad %s with 400 naming it', async (_name, patch, message) => {
    const { client, id } = await setup();
    await expectApiError(client.connectedAccounts.submitKyc(id, validKyc(patch as never)), 400, 'invalid_request', message);
  });

  it('names the field in the error envelope param', async () => {
    const { call, id } = await setup();
    const res = await call('POST', `/api/v1/accounts/${id}/kyc`, { body: validKyc({ address: { ...validKyc().address, postcode: '' } }) });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('address.postcode');
  });

  it.each([
    ['a state outside the list', { state: 'New South Wales' }, 'address.state', /address\.state must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT/],
    ['a three-digit postcode', { postcode: '200' }, 'address.postcode', /address\.postcode must be four digits/],
    ['a postcode with letters', { postcode: '20A0' }, 'address.postcode', /address\.postcode must be four digits/],
  ])('refuses an Australian address with %s as 422', async (_name, patch, param, message) => {
    const { client, call, id } = await setup();
    const body = validKyc({ address: { ...validKyc().address, ...patch } });
    await expectApiError(client.connectedAccounts.submitKyc(id, body), 422, 'unprocessable_entity', message);
    expect((await call('POST', `/api/v1/accounts/${id}/kyc`, { body })).body.error.param).toBe(param);
  });

  it('does not apply Australian address rules to other countries', async () => {
    const { client, id } = await setup();
    await client.connectedAccounts.submitKyc(
      id,
      validKyc({ nationality: 'GB', address: { line1: '10 Downing St', city: 'London', state: 'Greater London', postcode: 'SW1A 2AA', country: 'GB' } }),
    );
  });

  it('accepts drivers_licence only for Australian licence holders (nationality or address in AU)', async () => {
    const { client, id } = await setup();
    const abroad = { line1: '5 Rue de Rivoli', city: 'Paris', state: 'IDF', postcode: '75001', country: 'FR' };
    await expectApiError(
      client.connectedAccounts.submitKyc(id, validKyc({ id_type: 'drivers_licence', nationality: 'FR', address: abroad })),
      422,
      'unprocessable_entity',
      /drivers_licence is accepted only for Australian licence holders/,
    );
    await client.connectedAccounts.submitKyc(id, validKyc({ id_type: 'drivers_licence', nationality: 'FR' }));
    await client.connectedAccounts.submitKyc(id, validKyc({ id_type: 'drivers_licence', nationality: 'AU', address: abroad }));
    await client.connectedAccounts.submitKyc(id, validKyc({ id_type: 'national_id', nationality: 'FR', address: abroad }));
  });

  it('refuses KYC on a business account with 422, and unknown accounts with 404', async () => {
    const { client } = createHarness();
    const business = await newBusiness(client);
    await expectApiError(client.connectedAccounts.submitKyc(business.connected_account_id, validKyc()), 422, 'unprocessable_entity', /individual accounts only/);
    await expectApiError(client.connectedAccounts.submitKyc('acct_missing', validKyc()), 404, 'not_found');
  });

  it('locks identity data while in review and after a decision', async () => {
    const { client, id } = await setup();
    await client.sandbox.setVerification(id, { status: 'in_review' });
    await expectApiError(client.connectedAccounts.submitKyc(id, validKyc()), 422, 'unprocessable_entity', /pending or more_info_required; it is in_review/);
    await client.sandbox.setVerification(id, { status: 'more_info_required', required_info: ['document_quality'] });
    await client.connectedAccounts.submitKyc(id, validKyc());
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { call, id } = await setup();
    const res = await call('POST', `/api/v1/accounts/${id}/kyc`, { raw: 'first_name=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });
});
