/** Connected accounts held in memory, and the one place a record becomes its public JSON view. */
import type { KycBody } from 'paykit/schemas';
import type {
  AccountDocument,
  AccountVerificationStatus,
  ConnectedAccount,
  CreateConnectedAccountBody,
  DocumentType,
  KybBody,
  LivenessStatus,
  RejectionReason,
  RequiredInfoItem,
  SandboxAccount,
  VirtualAccount,
} from 'paykit/schemas';
import { hasPrefix } from '../../shared/ids';
import type { Capability, SandboxCore } from '../core';
import { unprocessable } from '../../web/http-error';
import { noSuch } from '../http';

export interface DocumentRecord extends AccountDocument {
  scope: 'kyc' | 'kyb';
  /** Hex SHA-256 of the bytes; the bytes themselves are never kept. */
  sha256: string;
  filename: string | null;
  /** Store sequence number when it arrived, to tell what came after a more-info request. */
  seq: number;
}

interface Submitted<T> {
  data: T;
  submitted_at: string;
  seq: number;
}

export interface AccountRecord {
  id: string;
  customer_type: CreateConnectedAccountBody['customer_type'];
  email: string;
  country: string;
  reference_id: string;
  created_at: string;
  verification_status: AccountVerificationStatus;
  rejection_reason: RejectionReason | null;
  required_info: RequiredInfoItem[];
  capabilities: Set<Capability>;
  kyc: Submitted<KycBody> | null;
  kyb: Submitted<KybBody> | null;
  documents: DocumentRecord[];
  liveness: { status: LivenessStatus; completed_at: string | null };
  /** Sequence number of the latest move to more_info_required. */
  info_requested_seq: number | null;
  virtual_account: VirtualAccount | null;
}

/** Data may change while the account is being collected or has been asked for more. */
const EDITABLE: readonly AccountVerificationStatus[] = ['pending', 'more_info_required'];

export class AccountStore {
  private readonly accounts = new Map<string, AccountRecord>();
  private counter = 0;

  constructor(private readonly core: SandboxCore) {}

  /** A strictly increasing number: the virtual clock can stand still, so timestamps cannot order events. */
  nextSeq(): number {
    return ++this.counter;
  }

  create(body: CreateConnectedAccountBody): AccountRecord {
    const record: AccountRecord = {
      id: this.core.ids.next('connectedAccount'),
      customer_type: body.customer_type,
      email: body.email,
      country: body.country,
      reference_id: body.reference_id,
      created_at: this.core.clock.isoNow(),
      verification_status: 'pending',
      rejection_reason: null,
      required_info: [],
      capabilities: new Set(),
      kyc: null,
      kyb: null,
      documents: [],
      liveness: { status: 'not_started', completed_at: null },
      info_requested_seq: null,
      virtual_account: null,
    };
    this.accounts.set(record.id, record);
    return record;
  }

  find(id: string): AccountRecord | undefined {
    return this.accounts.get(id);
  }

  /** Every account, newest first (the map keeps creation order). */
  all(): AccountRecord[] {
    return [...this.accounts.values()].reverse();
  }

  /** The account or 404; ids without the acct_ prefix (such as "me") are unknown ids too. */
  get(id: string): AccountRecord {
    const record = hasPrefix('connectedAccount', id) ? this.accounts.get(id) : undefined;
    if (!record) throw noSuch('connected account', id);
    return record;
  }

  submitted<T>(data: T): Submitted<T> {
    return { data, submitted_at: this.core.clock.isoNow(), seq: this.nextSeq() };
  }
}

export function requireCustomerType(record: AccountRecord, type: AccountRecord['customer_type'], what: string): void {
  if (record.customer_type !== type) {
    throw unprocessable(`${what} is for ${type} accounts only; ${record.id} is a ${record.customer_type} account`);
  }
}

/** Identity data and documents are locked while in review and once decided (approved or rejected). */
export function requireEditable(record: AccountRecord, what: string): void {
  if (!EDITABLE.includes(record.verification_status)) {
    throw unprocessable(`${what} is accepted only while verification_status is pending or more_info_required; it is ${record.verification_status}`);
  }
}

export function sortedCapabilities(record: AccountRecord): Capability[] {
  return [...record.capabilities].sort();
}

export function accountView(record: AccountRecord): ConnectedAccount {
  const documents: Partial<Record<DocumentType, number>> = {};
  for (const doc of record.documents) documents[doc.document_type] = (documents[doc.document_type] ?? 0) + 1;
  return {
    connected_account_id: record.id,
    customer_type: record.customer_type,
    email: record.email,
    country: record.country,
    reference_id: record.reference_id,
    verification_status: record.verification_status,
    rejection_reason: record.rejection_reason,
    required_info: [...record.required_info],
    capabilities: sortedCapabilities(record),
    submission: {
      kyc_submitted_at: record.kyc?.submitted_at ?? null,
      kyb_submitted_at: record.kyb?.submitted_at ?? null,
      documents,
      liveness: record.liveness.status,
      liveness_completed_at: record.liveness.completed_at,
    },
    created_at: record.created_at,
  };
}

/** The sandbox list's entry: the account and the name from its latest details (a sandbox extension). */
export function sandboxAccountView(record: AccountRecord): SandboxAccount {
  return { ...accountView(record), name: nameOf(record) };
}

function nameOf(record: AccountRecord): string | null {
  if (record.kyb) return record.kyb.data.legal_name.trim();
  if (record.kyc) return `${record.kyc.data.first_name.trim()} ${record.kyc.data.last_name.trim()}`;
  return null;
}

export function documentView(doc: DocumentRecord): AccountDocument {
  return {
    document_id: doc.document_id,
    document_type: doc.document_type,
    content_type: doc.content_type,
    size: doc.size,
    created_at: doc.created_at,
  };
}
