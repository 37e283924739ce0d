import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { blob, expectApiError, JPEG, newBusiness, newIndividual, PDF, validKyb, validOwner } from '../../../test/fixtures/sandbox-accounts';

async function setup() {
  const h = createHarness();
  const id = (await newBusiness(h.client)).connected_account_id;
  return { ...h, id };
}

describe('KYB data (POST /api/v1/accounts/{id}/kyb)', () => {
  it('stores valid data (ABN with spaces) and reports it in the submission summary', async () => {
    const { client, id } = await setup();
    const account = await client.connectedAccounts.submitKyb(id, validKyb());
    expect(account.submission.kyb_submitted_at).toBe(new Date(TEST_START).toISOString());
    expect(account.submission.kyc_submitted_at).toBeNull();
  });

  it.each([
    ['ABN 51 824 753 556 (the ABR example)', '51 824 753 556'],
    ['ABN without spaces', '51824753556'],
    ['ACN 004 085 616', '004 085 616'],
    ['ACN without spaces', '004085616'],
  ])('accepts an AU registration_number that is a valid %s', async (_name, number) => {
    const { client, id } = await setup();
    await client.connectedAccounts.submitKyb(id, validKyb({ registration_number: number }));
  });

  it.each([
    ['an ABN with one digit changed', '51 824 753 557'],
    ['an ACN with a wrong check digit', '004 085 617'],
    ['ten digits', '5182475355'],
    ['letters', 'ABN51824753556'],
  ])('refuses %s for an AU business with 400 naming registration_number', async (_name, number) => {
    const { client, call, id } = await setup();
    await expectApiError(
      client.connectedAccounts.submitKyb(id, validKyb({ registration_number: number })),
      400,
      'invalid_request',
      /^registration_number must be a valid ABN \(11 digits\) or ACN \(9 digits\)/,
    );
    const res = await call('POST', `/api/v1/accounts/${id}/kyb`, { body: validKyb({ registration_number: number }) });
    expect(res.body.error.param).toBe('registration_number');
  });

  it('does not apply ABN/ACN rules outside Australia', async () => {
    const { client, id } = await setup();
    await client.connectedAccounts.submitKyb(
      id,
      validKyb({
        country_of_incorporation: 'GB',
        registration_number: 'SC123456',
        registered_address: { line1: '1 High St', city: 'Edinburgh', state: 'Scotland', postcode: 'EH1 1AA', country: 'GB' },
      }),
    );
  });

  it.each([
    ['legal_name', { legal_name: '' }, /^legal_name is required/],
    ['country_of_incorporation', { country_of_incorporation: 'au' }, /^country_of_incorporation /],
    ['business_type', { business_type: 'llc' }, /^business_type must be one of: company, partnership, sole_trader, trust/],
    [
      'registered_address.postcode',
      { registered_address: { line1: '1 X St', city: 'Y', state: 'NSW', country: 'AU' } },
      /^registered_address\.postcode is required/,
    ],
    ['beneficial_owners (none)', { beneficial_owners: [] }, /^beneficial_owners must list at least one beneficial owner/],
    ['beneficial_owners (missing)', { beneficial_owners: undefined }, /^beneficial_owners is required/],
  ])('refuses a bad %s with 400', async (_name, patch, message) => {
    const { client, id } = await setup();
    await expectApiError(client.connectedAccounts.submitKyb(id, validKyb(patch as never)), 400, 'invalid_request', message);
  });

  it('names nested owner fields such as beneficial_owners[1].date_of_birth', async () => {
    const { client, call, id } = await setup();
    const body = validKyb({ beneficial_owners: [validOwner({ ownership_percentage: 50 }), validOwner({ ownership_percentage: 50, date_of_birth: '2023-02-29' })] });
    await expectApiError(client.connectedAccounts.submitKyb(id, body), 400, 'invalid_request', /^beneficial_owners\[1\]\.date_of_birth must be a real date/);
    const res = await call('POST', `/api/v1/accounts/${id}/kyb`, { body });
    expect(res.body.error.param).toBe('beneficial_owners[1].date_of_birth');
    const minor = validKyb({ beneficial_owners: [validOwner({ date_of_birth: '2010-06-01' })] });
    await expectApiError(
      client.connectedAccounts.submitKyb(id, minor),
      400,
      'invalid_request',
      /^beneficial_owners\[0\]\.date_of_birth must be at least 18 years ago/,
    );
  });

  it.each([
    ['24.99 (below the 25% threshold)', 24.99, /must be between 25 and 100/],
    ['100.5', 100.5, /must be between 25 and 100/],
    ['three decimals', 33.333, /at most two decimal places/],
    ['a string', '50', /must be a number/],
  ])('refuses an ownership_percentage of %s with 400', async (_name, value, message) => {
    const { client, id } = await setup();
    const body = validKyb({ beneficial_owners: [validOwner({ ownership_percentage: value as never })] });
    await expectApiError(client.connectedAccounts.submitKyb(id, body), 400, 'invalid_request', message);
  });

  it('refuses owners totalling 100.01% with 422, and accepts exactly 100 summed from decimals', async () => {
    const { client, id } = await setup();
    const over = validKyb({ beneficial_owners: [validOwner({ ownership_percentage: 50.01 }), validOwner({ ownership_percentage: 50 })] });
    await expectApiError(client.connectedAccounts.submitKyb(id, over), 422, 'unprocessable_entity', /must total 100 or less; they total 100\.01/);
    // 25 + 43.02 + 31.98 is 100.00000000000001 in floating point; exact hundredths say 100.
    const exact = validKyb({
      beneficial_owners: [validOwner({ ownership_percentage: 25 }), validOwner({ ownership_percentage: 43.02 }), validOwner({ ownership_percentage: 31.98 })],
    });
    expect(25 + 43.02 + 31.98).toBeGreaterThan(100);
    await client.connectedAccounts.submitKyb(id, exact);
    const five = validKyb({ beneficial_owners: Array.from({ length: 5 }, () => validOwner({ ownership_percentage: 25 })) });
    await expectApiError(client.connectedAccounts.submitKyb(id, five), 422, 'unprocessable_entity', /they total 125/);
  });

  it('applies the KYC rules to each owner and the AU rules to the registered address (422 naming the field)', async () => {
    const { client, call, id } = await setup();
    const abroad = { line1: '5 Rue de Rivoli', city: 'Paris', state: 'IDF', postcode: '75001', country: 'FR' };
    const licence = validKyb({
      beneficial_owners: [
        validOwner({ ownership_percentage: 50 }),
        validOwner({ ownership_percentage: 50, id_type: 'drivers_licence', nationality: 'FR', address: abroad }),
      ],
    });
    await expectApiError(client.connectedAccounts.submitKyb(id, licence), 422, 'unprocessable_entity', /^beneficial_owners\[1\]\.id_type drivers_licence/);
    const state = validKyb({ registered_address: { ...validKyb().registered_address, state: 'Victoria' } });
    await expectApiError(client.connectedAccounts.submitKyb(id, state), 422, 'unprocessable_entity', /^registered_address\.state must be one of/);
    const res = await call('POST', `/api/v1/accounts/${id}/kyb`, { body: state });
    expect(res.body.error.param).toBe('registered_address.state');
  });

  it('refuses KYB on an individual account with 422', async () => {
    const { client } = createHarness();
    const person = await newIndividual(client);
    await expectApiError(client.connectedAccounts.submitKyb(person.connected_account_id, validKyb()), 422, 'unprocessable_entity', /business accounts only/);
  });

  it('refuses approving a trust without a trust deed, and allows it once the deed is uploaded', async () => {
    const { client, id } = await setup();
    await client.connectedAccounts.submitKyb(id, validKyb({ business_type: 'trust' }));
    await client.connectedAccounts.uploadKybDocument(id, { file: blob(PDF), document_type: 'registration_document' });
    await expectApiError(client.sandbox.setVerification(id, { status: 'approved' }), 422, 'unprocessable_entity', /Trusts need a trust deed/);
    expect((await client.connectedAccounts.retrieve(id)).verification_status).toBe('pending');
    await client.connectedAccounts.uploadKybDocument(id, { file: blob(JPEG), document_type: 'trust_deed' });
    expect((await client.sandbox.setVerification(id, { status: 'approved' })).verification_status).toBe('approved');
  });

  it('approves a company without a trust deed', async () => {
    const { client, id } = await setup();
    await client.connectedAccounts.submitKyb(id, validKyb());
    expect((await client.sandbox.setVerification(id, { status: 'approved' })).verification_status).toBe('approved');
  });
});
