import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../../test/support/harness';
import type { AccountVerificationStatus, SetVerificationBody } from '../../shared/schemas/accounts';
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

/** A body that moves to `status`; `other` picks another reason or items than the first. */
function moveTo(status: AccountVerificationStatus, other = false): SetVerificationBody {
  if (status === 'rejected') return { status, rejection_reason: other ? 'expired_document' : 'name_mismatch' };
  if (status === 'more_info_required') return { status, required_info: other ? ['document_quality'] : ['address_proof'] };
  return { status };
}

/** An account at `status`, reached from pending by the simulator. */
async function accountAt(status: AccountVerificationStatus) {
  const h = await setup();
  if (status !== 'pending') await h.client.sandbox.setVerification(h.id, moveTo(status));
  emitted.length = 0;
  return h;
}

describe('verification simulator (POST /api/v1/sandbox/accounts/{id}/verification)', () => {
  // docs/sandbox.md's table of moves, written out here rather than read from the module.
  it.each([
    ['pending', 'in_review'],
    ['pending', 'approved'],
    ['pending', 'rejected'],
    ['pending', 'more_info_required'],
    ['in_review', 'approved'],
    ['in_review', 'rejected'],
    ['in_review', 'more_info_required'],
    ['more_info_required', 'in_review'],
    ['more_info_required', 'approved'],
    ['more_info_required', 'rejected'],
    ['more_info_required', 'more_info_required'],
    ['approved', 'in_review'],
    ['approved', 'more_info_required'],
    ['approved', 'rejected'],
  ] as const)('moves %s to %s and fires the event', async (from, to) => {
    const { client, id } = await accountAt(from);
    const body = moveTo(to, from === to);
    const account = await client.sandbox.setVerification(id, body);
    expect(account).toMatchObject({
      verification_status: to,
      rejection_reason: body.rejection_reason ?? null,
      required_info: body.required_info ?? [],
    });
    expect(emitted).toEqual([{ kind: 'account.verification_status_updated', data: expect.objectContaining({ verification_status: to, previous_status: from }) }]);
  });

  const STAYS_REJECTED = /^A rejected account stays rejected; open a new account to apply again$/;
  const NOT_BACK_TO_PENDING = /cannot go back to pending/;
  it.each([
    ['in_review', 'pending', NOT_BACK_TO_PENDING],
    ['more_info_required', 'pending', NOT_BACK_TO_PENDING],
    ['approved', 'pending', NOT_BACK_TO_PENDING],
    ['rejected', 'pending', STAYS_REJECTED],
    ['rejected', 'in_review', STAYS_REJECTED],
    ['rejected', 'approved', STAYS_REJECTED],
    ['rejected', 'more_info_required', STAYS_REJECTED],
    ['rejected', 'rejected', STAYS_REJECTED],
  ] as const)('refuses to move %s to %s with 422 naming the rule, and changes nothing', async (from, to, rule) => {
    const { client, call, id } = await accountAt(from);
    const before = await client.connectedAccounts.retrieve(id);
    // For rejected → rejected: another reason, which would reopen the decision.
    await expectApiError(client.sandbox.setVerification(id, moveTo(to, from === to)), 422, 'unprocessable_entity', rule);
    const res = await call('POST', `/api/v1/sandbox/accounts/${id}/verification`, { body: moveTo(to, from === to) });
    expect(res.body.error.param).toBe('status');
    expect(await client.connectedAccounts.retrieve(id)).toEqual(before);
    expect(emitted).toEqual([]);
  });

  it.each(['pending', 'in_review', 'approved', 'rejected', 'more_info_required'] as const)(
    'answers %s asked again with the same details unchanged (a retry is no move)',
    async (status) => {
      const { client, id } = await accountAt(status);
      const before = await client.connectedAccounts.retrieve(id);
      expect(await client.sandbox.setVerification(id, moveTo(status))).toEqual(before);
      expect(emitted).toEqual([]);
    },
  );

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
    const inReview = await client.sandbox.setVerification(id, { status: 'in_review' });
    expect(inReview.capabilities).toEqual([]);
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
