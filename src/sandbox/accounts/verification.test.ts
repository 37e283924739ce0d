import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../../test/support/harness';
import { blob, expectApiError, JPEG, newBusiness, newIndividual, PDF, validKyb } from '../../../test/fixtures/sandbox-accounts';

// Record what the accounts domain emits, whatever the webhooks domain does with it.
const emitted = vi.hoisted(() => [] as { kind: string; data: Record<string, unknown> }[]);
vi.mock('../webhooks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../webhooks')>();
  return {
    ...actual,
    createWebhooksDomain: (core: Parameters<typeof actual.createWebhooksDomain>[0]) => {
      const domain = actual.createWebhooksDomain(core);
      const inner = domain.bus;
      domain.bus = {
        emit(kind, data) {
          emitted.push({ kind, data });
          inner.emit(kind, data);
        },
      };
      return domain;
    },
  };
});

beforeEach(() => {
  emitted.length = 0;
});

async function setup() {
  const h = createHarness();
  const account = await newIndividual(h.client);
  return { ...h, id: account.connected_account_id };
}

describe('verification simulator (POST /api/v1/sandbox/accounts/{id}/verification)', () => {
  it.each(['pending', 'in_review', 'approved'] as const)('moves to %s', async (status) => {
    const { client, id } = await setup();
    const account = await client.sandbox.setVerification(id, { status });
    expect(account).toMatchObject({ verification_status: status, rejection_reason: null, required_info: [] });
    expect(await client.connectedAccounts.retrieve(id)).toEqual(account);
  });

  it('moves to rejected with a reason', async () => {
    const { client, id } = await setup();
    const account = await client.sandbox.setVerification(id, { status: 'rejected', rejection_reason: 'name_mismatch' });
    expect(account).toMatchObject({ verification_status: 'rejected', rejection_reason: 'name_mismatch', required_info: [] });
  });

  it('moves to more_info_required with items', async () => {
    const { client, id } = await setup();
    const account = await client.sandbox.setVerification(id, { status: 'more_info_required', required_info: ['address_proof', 'document_quality'] });
    expect(account).toMatchObject({ verification_status: 'more_info_required', rejection_reason: null, required_info: ['address_proof', 'document_quality'] });
  });

  it('emits account.verification_status_updated with the previous status on each change', async () => {
    const { client, id } = await setup();
    await client.sandbox.setVerification(id, { status: 'in_review' });
    await client.sandbox.setVerification(id, { status: 'rejected', rejection_reason: 'expired_document' });
    expect(emitted).toEqual([
      {
        kind: 'account.verification_status_updated',
        data: {
          connected_account_id: id,
          reference_id: 'user-1',
          verification_status: 'in_review',
          previous_status: 'pending',
          rejection_reason: null,
          required_info: [],
        },
      },
      {
        kind: 'account.verification_status_updated',
        data: {
          connected_account_id: id,
          reference_id: 'user-1',
          verification_status: 'rejected',
          previous_status: 'in_review',
          rejection_reason: 'expired_document',
          required_info: [],
        },
      },
    ]);
    // Setting the same status again changes nothing and emits nothing.
    await client.sandbox.setVerification(id, { status: 'rejected', rejection_reason: 'expired_document' });
    expect(emitted).toHaveLength(2);
  });

  it.each([
    ['rejected without a reason', { status: 'rejected' }, 'rejection_reason', /rejection_reason is required with status rejected/],
    ['a reason with approved', { status: 'approved', rejection_reason: 'name_mismatch' }, 'rejection_reason', /only with status rejected/],
    ['an unknown reason', { status: 'rejected', rejection_reason: 'bad_vibes' }, 'rejection_reason', /rejection_reason must be one of/],
    ['more_info_required without items', { status: 'more_info_required' }, 'required_info', /must list at least one item/],
    ['more_info_required with an empty list', { status: 'more_info_required', required_info: [] }, 'required_info', /must list at least one item/],
    ['repeated items', { status: 'more_info_required', required_info: ['address_proof', 'address_proof'] }, 'required_info', /must not repeat/],
    ['an unknown item', { status: 'more_info_required', required_info: ['selfie'] }, 'required_info[0]', /required_info\[0\] must be one of/],
    ['items with in_review', { status: 'in_review', required_info: ['address_proof'] }, 'required_info', /only with status more_info_required/],
    ['an unknown status', { status: 'approved_ish' }, 'status', /status must be one of: pending, in_review, approved, rejected, more_info_required/],
  ])('refuses %s with 400 naming the field', async (_name, body, param, message) => {
    const { client, call, id } = await setup();
    await expectApiError(client.sandbox.setVerification(id, body as never), 400, 'invalid_request', message);
    const res = await call('POST', `/api/v1/sandbox/accounts/${id}/verification`, { body });
    expect(res.body.error.param).toBe(param);
    expect((await client.connectedAccounts.retrieve(id)).verification_status).toBe('pending');
    expect(emitted).toEqual([]);
  });

  it('refuses beneficial_owner_info for an individual with 422', async () => {
    const { client, id } = await setup();
    await expectApiError(
      client.sandbox.setVerification(id, { status: 'more_info_required', required_info: ['beneficial_owner_info'] }),
      422,
      'unprocessable_entity',
      /business accounts only/,
    );
  });

  it('answers 404 for an unknown account', async () => {
    const { client } = createHarness();
    await expectApiError(client.sandbox.setVerification('acct_nobody', { status: 'approved' }), 404, 'not_found');
  });

  it('deactivates capabilities when the account leaves approved', async () => {
    const { client, id } = await setup();
    await client.sandbox.setVerification(id, { status: 'approved' });
    await client.connectedAccounts.activateCapabilities(id, ['inbound_payments', 'fx_conversion']);
    const rejected = await client.sandbox.setVerification(id, { status: 'rejected', rejection_reason: 'address_mismatch' });
    expect(rejected.capabilities).toEqual([]);
    const approvedAgain = await client.sandbox.setVerification(id, { status: 'approved' });
    expect(approvedAgain.capabilities).toEqual([]);
  });
});

describe('resubmit (POST /api/v1/accounts/{id}/resubmit)', () => {
  it('is allowed only in more_info_required', async () => {
    const { client, id } = await setup();
    await expectApiError(client.connectedAccounts.resubmit(id), 422, 'unprocessable_entity', /only when verification_status is more_info_required; it is pending/);
  });

  it('names every missing item with 422, then moves to in_review once all are supplied', async () => {
    const { client, id } = await setup();
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'proof_of_address' });
    await client.sandbox.setVerification(id, {
      status: 'more_info_required',
      required_info: ['additional_document', 'address_proof', 'document_quality'],
    });
    emitted.length = 0;
    // The proof of address uploaded before the request does not count.
    const error = await expectApiError(client.connectedAccounts.resubmit(id), 422, 'unprocessable_entity');
    expect(error.message).toMatch(/additional_document/);
    expect(error.message).toMatch(/address_proof/);
    expect(error.message).toMatch(/document_quality/);

    await client.connectedAccounts.uploadKycDocument(id, { file: blob(PDF), document_type: 'additional_document' });
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(PDF), document_type: 'proof_of_address' });
    const still = await expectApiError(client.connectedAccounts.resubmit(id), 422, 'unprocessable_entity');
    expect(still.message).not.toMatch(/additional_document \(/);
    expect(still.message).toMatch(/still missing: document_quality/);

    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'id_front' });
    const account = await client.connectedAccounts.resubmit(id);
    expect(account).toMatchObject({ verification_status: 'in_review', required_info: [], rejection_reason: null });
    expect(emitted).toEqual([
      {
        kind: 'account.verification_status_updated',
        data: expect.objectContaining({ verification_status: 'in_review', previous_status: 'more_info_required', required_info: [] }),
      },
    ]);
    await expectApiError(client.connectedAccounts.resubmit(id), 422, 'unprocessable_entity', /it is in_review/);
  });

  it('counts a KYB re-post for beneficial_owner_info and a registration document for document_quality', async () => {
    const { client } = createHarness();
    const id = (await newBusiness(client)).connected_account_id;
    await client.connectedAccounts.submitKyb(id, validKyb());
    await client.sandbox.setVerification(id, { status: 'more_info_required', required_info: ['beneficial_owner_info', 'document_quality'] });
    await expectApiError(client.connectedAccounts.resubmit(id), 422, 'unprocessable_entity', /beneficial_owner_info/);
    await client.connectedAccounts.submitKyb(id, validKyb());
    await client.connectedAccounts.uploadKybDocument(id, { file: blob(PDF), document_type: 'registration_document' });
    expect((await client.connectedAccounts.resubmit(id)).verification_status).toBe('in_review');
  });

  it('counts only what arrived after the latest request', async () => {
    const { client, id } = await setup();
    await client.sandbox.setVerification(id, { status: 'more_info_required', required_info: ['additional_document'] });
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(PDF), document_type: 'additional_document' });
    await client.sandbox.setVerification(id, { status: 'more_info_required', required_info: ['additional_document', 'address_proof'] });
    await expectApiError(client.connectedAccounts.resubmit(id), 422, 'unprocessable_entity', /still missing: additional_document/);
  });
});
