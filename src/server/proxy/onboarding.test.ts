/**
 * Onboarding through the proxy: every operation acts on resolveAccount(request) and nothing the
 * browser names; input is checked with the shared schemas before it goes upstream; capabilities
 * are limited to the merchant's list; views carry no ids or platform references.
 */
import { describe, expect, it, vi } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import { blob, JPEG, newIndividual, validKyb, validKyc, validOwner } from '../../../test/fixtures/sandbox-accounts';
import type { CreateConnectedAccountBody } from '../../shared/schemas/accounts';

const NO_ACCOUNT = { error: { code: 'unauthorized', message: 'Sign in to continue: there is no account for this session' } };

/** Every operation that acts on the signed-in customer's account (POST /onboarding/account creates one, so it is not here). */
const ACCOUNT_OPERATIONS: Array<[string, string, { body?: unknown; raw?: BodyInit }?]> = [
  ['GET', '/onboarding/account'],
  ['POST', '/onboarding/kyc', { body: validKyc() }],
  ['POST', '/onboarding/kyb', { body: validKyb() }],
  ['POST', '/onboarding/documents', { raw: documentForm(JPEG, 'passport') }],
  ['POST', '/onboarding/liveness'],
  ['POST', '/onboarding/resubmit'],
  ['POST', '/onboarding/capabilities', { body: { capabilities: ['inbound_payments'] } }],
  ['GET', '/onboarding/virtual-account'],
  ['POST', '/onboarding/virtual-account'],
  ['GET', '/balances'],
  ['POST', '/fx/quotes', { body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' } }],
  ['POST', '/fx/conversions', { body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10', conversion_type: 'rate' } }],
  ['GET', '/fx/conversions/conv_123'],
];

function documentForm(bytes: Uint8Array, documentType: string): FormData {
  const form = new FormData();
  form.append('document_type', documentType);
  form.append('file', blob(bytes, 'image/jpeg'), 'passport.jpg');
  return form;
}

/** A signed-in customer with an individual account; `victim` is another customer of the same platform. */
async function signedIn() {
  const p = await createProxyHarness();
  const mine = await newIndividual(p.client, { email: 'me@example.com' });
  const victim = await newIndividual(p.client, { email: 'victim@example.com' });
  const accountId = mine.connected_account_id;
  p.useHandler({ policies: { resolveAccount: () => accountId, authorize: () => true } });
  return { p, accountId, victimId: victim.connected_account_id };
}

describe('no account for the session', () => {
  it.each([
    ['resolveAccount returns null', { resolveAccount: () => null }],
    ['resolveAccount returns an empty string', { resolveAccount: () => Promise.resolve('') }],
    ['resolveAccount is not configured', { resolveAccount: undefined }],
  ])('%s: every account operation answers 401 with no upstream call', async (_name, options) => {
    const p = await createProxyHarness();
    p.useHandler({ policies: { ...options, authorize: () => true } });
    for (const [method, path, init] of ACCOUNT_OPERATIONS) {
      const answer = await p.call(method, path, init);
      expect([method, path, answer.status, answer.body]).toEqual([method, path, 401, NO_ACCOUNT]);
    }
    expect(p.upstream).toEqual([]);
  });

  it('and the browser cannot supply one by header, body or query', async () => {
    const p = await createProxyHarness();
    const victim = await newIndividual(p.client);
    p.useHandler({ policies: { resolveAccount: () => null } });
    const id = victim.connected_account_id;
    const attempts = [
      p.call('GET', `/onboarding/account?connected_account_id=${id}`, { headers: { 'x-on-behalf-of': id } }),
      p.call('POST', '/onboarding/kyc', { body: { ...validKyc(), connected_account_id: id } }),
      p.call('GET', '/balances', { headers: { 'x-on-behalf-of': id, cookie: `account=${id}` } }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(401);
    expect(p.upstream).toEqual([]);
  });
});

describe('the account always comes from resolveAccount', () => {
  it('a body, query or header naming another account is ignored', async () => {
    const { p, accountId, victimId } = await signedIn();
    const since = p.mark();
    const kyc = await p.call('POST', `/onboarding/kyc?connected_account_id=${victimId}`, {
      body: { ...validKyc({ first_name: 'Mallory' }), connected_account_id: victimId, account_id: victimId },
      headers: { 'x-on-behalf-of': victimId },
    });
    // The extra fields are not KYC fields; the schema drops them and the data lands on my account.
    expect(kyc.status).toBe(200);
    const [upstream] = since();
    expect(new URL(upstream?.url ?? '').pathname).toBe(`/api/v1/accounts/${accountId}/kyc`);
    expect(upstream?.headers.get('x-on-behalf-of')).toBeNull();
    const sent = await upstream?.json();
    expect(sent).toEqual(validKyc({ first_name: 'Mallory' }));
    expect((await p.client.connectedAccounts.retrieve(victimId)).submission.kyc_submitted_at).toBeNull();
    expect((await p.client.connectedAccounts.retrieve(accountId)).submission.kyc_submitted_at).not.toBeNull();
    expect(since().every((r) => !r.url.includes(victimId) && r.headers.get('x-on-behalf-of') !== victimId)).toBe(true);
  });

  it('resolveAccount is asked on every request, with that request', async () => {
    const p = await createProxyHarness();
    const alice = await newIndividual(p.client, { email: 'alice@example.com' });
    const bob = await newIndividual(p.client, { email: 'bob@example.com' });
    const sessions = new Map([
      ['s-alice', alice.connected_account_id],
      ['s-bob', bob.connected_account_id],
    ]);
    const resolveAccount = vi.fn((request: Request) => sessions.get(/sid=([\w-]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? '') ?? null);
    p.useHandler({ policies: { resolveAccount } });
    expect((await p.call('GET', '/onboarding/account', { headers: { cookie: 'sid=s-alice' } })).body.email).toBe('alice@example.com');
    expect((await p.call('GET', '/onboarding/account', { headers: { cookie: 'sid=s-bob' } })).body.email).toBe('bob@example.com');
    expect((await p.call('GET', '/onboarding/account', { headers: { cookie: 'sid=s-nobody' } })).status).toBe(401);
    expect(resolveAccount).toHaveBeenCalledTimes(3);
  });

  it('?optional=true answers 200 null for a session without an account (no 4xx for a first visit), and the account when there is one', async () => {
    const p = await createProxyHarness();
    const alice = await newIndividual(p.client, { email: 'alice@example.com' });
    p.useHandler({ policies: { resolveAccount: (request) => (request.headers.get('cookie') === 'sid=s-alice' ? alice.connected_account_id : null) } });
    const nobody = await p.call('GET', '/onboarding/account?optional=true', { headers: { cookie: 'sid=s-nobody' } });
    expect(nobody.status).toBe(200);
    expect(nobody.body).toBeNull();
    const found = await p.call('GET', '/onboarding/account?optional=true', { headers: { cookie: 'sid=s-alice' } });
    expect(found.status).toBe(200);
    expect(found.body.email).toBe('alice@example.com');
    // Without it, or with any other value, no account is still 401.
    expect((await p.call('GET', '/onboarding/account?optional=yes', { headers: { cookie: 'sid=s-nobody' } })).status).toBe(401);
  });
});

describe('POST /onboarding/account', () => {
  function withSessions() {
    const accounts = new Map<string, string>();
    const sessionOf = (request: Request) => /sid=([\w-]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? null;
    const createAccount = vi.fn((request: Request, body: Record<string, unknown>): CreateConnectedAccountBody | null => {
      const session = sessionOf(request);
      if (!session) return null;
      // The merchant decides; the browser only says which kind of customer it is.
      return {
        customer_type: body.customer_type === 'business' ? 'business' : 'individual',
        email: `${session}@shop.example`,
        country: 'AU',
        reference_id: `user-${session}`,
      };
    });
    const onAccountCreated = vi.fn((request: Request, accountId: string) => {
      accounts.set(sessionOf(request) as string, accountId);
    });
    const resolveAccount = (request: Request) => accounts.get(sessionOf(request) ?? '') ?? null;
    return { accounts, createAccount, onAccountCreated, resolveAccount };
  }

  it('creates the account through createAccount, links it with onAccountCreated, and is idempotent afterwards', async () => {
    const p = await createProxyHarness();
    const s = withSessions();
    p.useHandler({ policies: { createAccount: s.createAccount, onAccountCreated: s.onAccountCreated, resolveAccount: s.resolveAccount } });
    const headers = { cookie: 'sid=u42' };
    const first = await p.call('POST', '/onboarding/account', {
      headers,
      body: { customer_type: 'individual', email: 'attacker@evil.example', reference_id: 'admin', connected_account_id: 'acct_victim' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      customer_type: 'individual',
      email: 'u42@shop.example',
      country: 'AU',
      verification_status: 'pending',
      rejection_reason: null,
      required_info: [],
      capabilities: [],
      submission: { kyc_submitted_at: null, kyb_submitted_at: null, documents: {}, liveness: 'not_started', liveness_completed_at: null },
    });
    expect(s.createAccount).toHaveBeenCalledTimes(1);
    expect(s.onAccountCreated).toHaveBeenCalledTimes(1);
    const accountId = s.accounts.get('u42');
    expect(accountId).toMatch(/^acct_/);
    expect(s.onAccountCreated.mock.calls[0]?.[1]).toBe(accountId);

    const again = await p.call('POST', '/onboarding/account', { headers, body: { customer_type: 'business' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(s.createAccount).toHaveBeenCalledTimes(1);
    expect(p.upstream.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v1/accounts')).toHaveLength(1);
    const created = await p.upstream.find((r) => r.method === 'POST')?.json();
    expect(created).toEqual({ customer_type: 'individual', email: 'u42@shop.example', country: 'AU', reference_id: 'user-u42' });

    // GET reads the same account back.
    expect((await p.call('GET', '/onboarding/account', { headers })).body).toEqual(first.body);
  });

  it('answers 400 when createAccount refuses, and 403 when the merchant did not configure it', async () => {
    const p = await createProxyHarness();
    const s = withSessions();
    p.useHandler({ policies: { createAccount: s.createAccount, resolveAccount: s.resolveAccount } });
    const refused = await p.call('POST', '/onboarding/account', { body: {} });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', message: 'An account cannot be opened for this session' } } });
    p.useHandler({ policies: { resolveAccount: () => null } });
    const disabled = await p.call('POST', '/onboarding/account', { body: {} });
    expect(disabled).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: 'This platform does not open accounts from the browser' } } });
    expect(p.upstream).toEqual([]);
  });
});

describe('identity data is checked with the shared schemas before it goes upstream', () => {
  it.each([
    ['kyc', { ...validKyc(), first_name: undefined }, 'first_name', /^first_name /],
    ['kyc', validKyc({ date_of_birth: '15/01/1990' }), 'date_of_birth', /^date_of_birth /],
    ['kyc', validKyc({ nationality: 'Australia' }), 'nationality', /^nationality /],
    ['kyc', validKyc({ id_type: 'library_card' as never }), 'id_type', /^id_type must be one of: passport, drivers_licence, national_id/],
    ['kyc', { ...validKyc(), address: { line1: '1 George St', city: 'Sydney', state: 'NSW', country: 'AU' } }, 'address.postcode', /^address\.postcode /],
    ['kyb', { ...validKyb(), legal_name: '' }, 'legal_name', /^legal_name /],
    ['kyb', validKyb({ business_type: 'cartel' as never }), 'business_type', /^business_type must be one of/],
    [
      'kyb',
      validKyb({ beneficial_owners: [validOwner({ ownership_percentage: 10 })] }),
      'beneficial_owners[0].ownership_percentage',
      /^beneficial_owners\[0\]\.ownership_percentage /,
    ],
  ])('POST /onboarding/%s answers 400 naming %s', async (kind, body, param, message) => {
    const { p } = await signedIn();
    const answer = await p.call('POST', `/onboarding/${kind}`, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid_request', param });
    expect(answer.body.error.message).toMatch(message);
    expect(p.upstream).toEqual([]);
  });

  it('passes valid KYC and KYB data on and answers the account view', async () => {
    const { p, accountId } = await signedIn();
    const kyc = await p.call('POST', '/onboarding/kyc', { body: validKyc() });
    expect(kyc.status).toBe(200);
    expect(kyc.body.submission.kyc_submitted_at).toBe('2026-01-15T09:00:00.000Z');

    const business = await p.client.connectedAccounts.create({ customer_type: 'business', email: 'ops@engines.example', country: 'AU', reference_id: 'biz-9' });
    p.useHandler({ policies: { resolveAccount: () => business.connected_account_id } });
    const kyb = await p.call('POST', '/onboarding/kyb', { body: validKyb() });
    expect(kyb.status).toBe(200);
    expect(kyb.body).toMatchObject({ customer_type: 'business', submission: { kyb_submitted_at: '2026-01-15T09:00:00.000Z' } });
    expect(JSON.stringify([kyc.body, kyb.body])).not.toMatch(/acct_|biz-9|user-1|connected_account_id|reference_id/);
    expect(p.upstream.map((r) => new URL(r.url).pathname)).toEqual([`/api/v1/accounts/${accountId}/kyc`, `/api/v1/accounts/${business.connected_account_id}/kyb`]);
  });

  it('passes the service’s own business-rule refusals through (kyb on an individual account is 422)', async () => {
    const { p } = await signedIn();
    const answer = await p.call('POST', '/onboarding/kyb', { body: validKyb() });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('unprocessable_entity');
  });
});

describe('capabilities', () => {
  it.each([
    [['fx_conversion'], 'fx_conversion'],
    [['outbound_payouts'], 'outbound_payouts'],
    [['inbound_payments', 'fx_conversion', 'outbound_payouts'], 'fx_conversion, outbound_payouts'],
  ])('refuses %j with 403 by default, naming %s, with no upstream call', async (capabilities, named) => {
    const { p } = await signedIn();
    const answer = await p.call('POST', '/onboarding/capabilities', { body: { capabilities } });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({ code: 'forbidden', message: `This platform does not let customers turn on: ${named}` });
    expect(p.upstream).toEqual([]);
  });

  it.each([[{ capabilities: [] }], [{ capabilities: ['teleport'] }], [{ capabilities: 'inbound_payments' }], [{}]])('answers 400 for %j', async (body) => {
    const { p } = await signedIn();
    const answer = await p.call('POST', '/onboarding/capabilities', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.param).toMatch(/^capabilities/);
    expect(p.upstream).toEqual([]);
  });

  it('activates allowed ones once the account is approved (the service refuses before)', async () => {
    const { p, accountId } = await signedIn();
    const early = await p.call('POST', '/onboarding/capabilities', { body: { capabilities: ['inbound_payments'] } });
    expect(early.status).toBe(422);
    await p.client.connectedAccounts.submitKyc(accountId, validKyc());
    await p.client.connectedAccounts.uploadKycDocument(accountId, { file: blob(JPEG), document_type: 'passport' });
    await p.client.sandbox.setVerification(accountId, { status: 'approved' });
    const activated = await p.call('POST', '/onboarding/capabilities', { body: { capabilities: ['inbound_payments'] } });
    expect(activated).toMatchObject({ status: 200, body: { capabilities: ['inbound_payments'] } });
    expect(Object.keys(activated.body)).toEqual(['capabilities']);

    p.useHandler({ policies: { resolveAccount: () => accountId, allowedCapabilities: ['inbound_payments', 'fx_conversion'] } });
    const fx = await p.call('POST', '/onboarding/capabilities', { body: { capabilities: ['fx_conversion'] } });
    expect(fx).toMatchObject({ status: 200, body: { capabilities: ['fx_conversion', 'inbound_payments'] } });
    const upstreamBodies = await Promise.all(p.upstream.filter((r) => r.url.endsWith('/capabilities')).map((r) => r.json()));
    expect(upstreamBodies).toEqual([{ capabilities: ['inbound_payments'] }, { capabilities: ['inbound_payments'] }, { capabilities: ['fx_conversion'] }]);
  });
});

describe('liveness, resubmit and the virtual account', () => {
  it('runs the individual flow end to end with views that carry no ids or platform references', async () => {
    const { p, accountId } = await signedIn();
    const answers: unknown[] = [];
    const call = async (method: string, path: string, init?: Parameters<typeof p.call>[2]) => {
      const answer = await p.call(method, path, init);
      answers.push(answer.body);
      return answer;
    };

    const before = await call('GET', '/onboarding/virtual-account');
    expect(before).toMatchObject({ status: 404, body: { error: { code: 'virtual_account_not_kept' } } });
    expect((await call('POST', '/onboarding/liveness')).status).toBe(422); // no identity document yet
    expect((await call('POST', '/onboarding/kyc', { body: validKyc() })).status).toBe(200);
    expect((await call('POST', '/onboarding/documents', { raw: documentForm(JPEG, 'passport') })).status).toBe(201);
    const liveness = await call('POST', '/onboarding/liveness');
    expect(liveness.status).toBe(200);
    expect(Object.keys(liveness.body).sort()).toEqual(['expires_at', 'liveness_url']);
    expect(liveness.body.liveness_url).toMatch(/\/v1\/sandbox\/liveness\/lv_/);

    await p.client.sandbox.setVerification(accountId, { status: 'more_info_required', required_info: ['address_proof'] });
    const pending = await call('GET', '/onboarding/account');
    expect(pending.body).toMatchObject({ verification_status: 'more_info_required', required_info: ['address_proof'] });
    expect((await call('POST', '/onboarding/resubmit')).status).toBe(422); // address proof still missing
    expect((await call('POST', '/onboarding/documents', { raw: documentForm(JPEG, 'proof_of_address') })).status).toBe(201);
    const resubmitted = await call('POST', '/onboarding/resubmit');
    expect(resubmitted).toMatchObject({ status: 200, body: { verification_status: 'in_review', required_info: [] } });

    await p.client.sandbox.setVerification(accountId, { status: 'approved' });
    expect((await call('POST', '/onboarding/virtual-account')).status).toBe(422); // inbound_payments not active yet
    expect((await call('POST', '/onboarding/capabilities', { body: { capabilities: ['inbound_payments'] } })).status).toBe(200);
    const issued = await call('POST', '/onboarding/virtual-account');
    expect(issued.status).toBe(200);
    expect(Object.keys(issued.body).sort()).toEqual(['account_name', 'account_number', 'bsb', 'currency', 'solana_address', 'solana_assets']);
    expect(issued.body).toMatchObject({ bsb: expect.stringMatching(/^\d{3}-\d{3}$/), account_number: expect.stringMatching(/^\d{9}$/), currency: 'AUD' });
    const read = await call('GET', '/onboarding/virtual-account');
    expect(read).toMatchObject({ status: 200, body: issued.body });

    const everything = JSON.stringify(answers);
    expect(everything).not.toContain(accountId);
    expect(everything).not.toMatch(/connected_account_id|reference_id|virtual_account_id|"user-1"|va_/);
  });
});
