/**
 * Verification moves: the sandbox simulator (an extension: docs/architecture.md#sandbox-extensions; which moves it allows is the
 * table in verification-moves.ts) and the service's resubmit call (docs/service-contract.md#verification). Every change fires account.verification_status_updated. Capabilities are kept
 * only while approved, so leaving approved deactivates them (the issued virtual account stays).
 */
import type { AccountVerificationStatus, RejectionReason, RequiredInfoItem } from 'paykit/schemas';
import { setVerificationBody, type VerificationStatusUpdatedData } from '../../shared/schemas/accounts';
import type { SandboxCore } from '../core';
import { json, unprocessable } from '../../web/http-error';
import type { Route } from '../route';
import { accountView, type AccountRecord, type AccountStore } from './store';
import { verificationMoveRefusal } from './verification-moves';

interface Move {
  status: AccountVerificationStatus;
  rejection_reason: RejectionReason | null;
  required_info: RequiredInfoItem[];
}

/** Document types that answer document_quality: a fresh identity or registration document. */
const QUALITY_DOCUMENTS = ['id_front', 'passport', 'beneficial_owner_id', 'registration_document'];

export function verificationRoutes(core: SandboxCore, store: AccountStore): Route[] {
  /** Applies a move; emits the event only when something a listener cares about changed. */
  function move(record: AccountRecord, next: Move): void {
    const previous = record.verification_status;
    const changed = previous !== next.status || record.rejection_reason !== next.rejection_reason || record.required_info.join() !== next.required_info.join();
    record.verification_status = next.status;
    record.rejection_reason = next.rejection_reason;
    record.required_info = [...next.required_info];
    if (next.status === 'more_info_required' && changed) record.info_requested_seq = store.nextSeq();
    if (next.status !== 'approved') record.capabilities.clear();
    if (!changed) return;
    const data: VerificationStatusUpdatedData = {
      connected_account_id: record.id,
      reference_id: record.reference_id,
      verification_status: next.status,
      previous_status: previous,
      rejection_reason: next.rejection_reason,
      required_info: [...next.required_info],
    };
    core.events.emit('account.verification_status_updated', { ...data });
  }

  return [
    {
      method: 'POST',
      path: '/sandbox/accounts/:connected_account_id/verification',
      extension: true,
      handler: async (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        const body = await ctx.body(setVerificationBody);
        const next: Move = { status: body.status, rejection_reason: body.rejection_reason ?? null, required_info: body.required_info ?? [] };
        // The account's state asked for again (a retried request) is no move: answered unchanged.
        if (isRepeat(record, next)) return json(accountView(record));
        const refusal = verificationMoveRefusal(record.verification_status, next.status);
        if (refusal) throw unprocessable(refusal, 'status');
        if (body.required_info?.includes('beneficial_owner_info') && record.customer_type !== 'business') {
          throw unprocessable('required_info beneficial_owner_info applies to business accounts only');
        }
        // The service: trusts upload the trust deed in addition to the registration documents (docs/service-contract.md#identity-data-kyc-and-kyb).
        if (body.status === 'approved' && record.kyb?.data.business_type === 'trust' && !record.documents.some((d) => d.document_type === 'trust_deed')) {
          throw unprocessable('Trusts need a trust deed before approval: upload a trust_deed document to /kyb/documents first');
        }
        move(record, next);
        return json(accountView(record));
      },
    },
    {
      method: 'POST',
      path: '/accounts/:connected_account_id/resubmit',
      handler: (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        if (record.verification_status !== 'more_info_required') {
          throw unprocessable(`Resubmit is allowed only when verification_status is more_info_required; it is ${record.verification_status}`);
        }
        const missing = record.required_info.filter((item) => !supplied(record, item));
        if (missing.length > 0) {
          throw unprocessable(`Supply every item of required_info before resubmitting; still missing: ${missing.map(describeItem).join('; ')}`);
        }
        // The service leaves the next status open: the information goes back to review (docs/service-contract.md#verification).
        move(record, { status: 'in_review', rejection_reason: null, required_info: [] });
        return json(accountView(record));
      },
    },
  ];
}

function isRepeat(record: AccountRecord, next: Move): boolean {
  return (
    record.verification_status === next.status && record.rejection_reason === next.rejection_reason && record.required_info.join() === next.required_info.join()
  );
}

/** Whether `item` has been answered since the latest more-info request. */
function supplied(record: AccountRecord, item: RequiredInfoItem): boolean {
  const since = record.info_requested_seq ?? 0;
  const uploadedSince = (types: string[]) => record.documents.some((d) => d.seq > since && types.includes(d.document_type));
  switch (item) {
    case 'additional_document':
      return uploadedSince(['additional_document']);
    case 'address_proof':
      return uploadedSince(['proof_of_address']);
    case 'beneficial_owner_info':
      return (record.kyb?.seq ?? 0) > since;
    case 'document_quality':
      return uploadedSince(QUALITY_DOCUMENTS);
  }
}

function describeItem(item: RequiredInfoItem): string {
  switch (item) {
    case 'additional_document':
      return 'additional_document (upload a document with document_type additional_document)';
    case 'address_proof':
      return 'address_proof (upload a document with document_type proof_of_address)';
    case 'beneficial_owner_info':
      return 'beneficial_owner_info (post the KYB data again with the beneficial owners)';
    case 'document_quality':
      return `document_quality (upload a new ${QUALITY_DOCUMENTS.join(', ')} document)`;
  }
}
