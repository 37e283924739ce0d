/**
 * Reads the answers of the onboarding path without the schema library (built from the pieces in
 * ./answer-readers): the onboarding account
 * (so the first screen of an onboarding page loads no zod, docs/elements.md#size), and the
 * selfie-check session, the capabilities, the virtual account and an uploaded document (so a
 * page carries zod for its forms only). As strict as the schemas (onboardingAccountView in
 * shared/schemas/onboarding-account-view.ts, and those named at each reader): every field is
 * required and typed, statuses and codes come from the same lists, unknown fields are dropped,
 * and a mismatch names the first wrong field's path, as the schema's first issue does.
 * onboarding-account-read.test.ts feeds both the same bodies.
 */
import type { AccountDocument, CapabilityName, DocumentType, LivenessSession, OnboardingAccountView, VirtualAccountView } from 'paykit/schemas';
import {
  CAPABILITY_NAMES,
  CUSTOMER_TYPES,
  DOCUMENT_TYPES,
  LIVENESS_STATUSES,
  REJECTION_REASONS,
  REQUIRED_INFO_ITEMS,
  VERIFICATION_STATUSES,
} from '../shared/schemas/account-vocabulary';
import { count, fail, isRecord, listOf, nullable, object, oneOf, reading, text, type Reader } from './answer-readers';

export type { Read } from './answer-readers';

/** Documents counted by type: an unknown type is the record's fault (as the schema reports it), a count must be a finite number. */
const documentCounts: Reader<Partial<Record<DocumentType, number>>> = (value, path) => {
  if (!isRecord(value)) return fail(path);
  const counts: Partial<Record<DocumentType, number>> = {};
  for (const key of Object.keys(value)) {
    counts[oneOf(DOCUMENT_TYPES)(key, path)] = count(value[key], [...path, key]);
  }
  return counts;
};

const account: Reader<OnboardingAccountView> = object<OnboardingAccountView>({
  customer_type: oneOf(CUSTOMER_TYPES),
  email: text,
  country: text,
  verification_status: oneOf(VERIFICATION_STATUSES),
  rejection_reason: nullable(oneOf(REJECTION_REASONS)),
  required_info: listOf(oneOf(REQUIRED_INFO_ITEMS)),
  capabilities: listOf(oneOf(CAPABILITY_NAMES)),
  submission: object<OnboardingAccountView['submission']>({
    kyc_submitted_at: nullable(text),
    kyb_submitted_at: nullable(text),
    documents: documentCounts,
    liveness: oneOf(LIVENESS_STATUSES),
    liveness_completed_at: nullable(text),
  }),
});

/** The account in `value`, or the path of its first wrong field. */
export const readOnboardingAccount = reading(account);

/** The account, null (a session with none yet), or the path of the first wrong field. */
export const readOptionalOnboardingAccount = reading(nullable(account));

// The other answers of the onboarding path, each as strict as its schema (onboarding-account-read.test.ts feeds both).

/** A selfie-check session (livenessSession in shared/schemas/documents.ts). */
export const readLivenessSession = reading(object<LivenessSession>({ liveness_url: text, expires_at: text }));

/** The capabilities after activating some (capabilitiesView in shared/schemas/view-schemas.ts). */
export const readCapabilities = reading(object<{ capabilities: CapabilityName[] }>({ capabilities: listOf(oneOf(CAPABILITY_NAMES)) }));

/** The customer's virtual account (virtualAccountView in shared/schemas/view-schemas.ts). */
export const readVirtualAccount = reading(
  object<VirtualAccountView>({
    account_name: text,
    bsb: text,
    account_number: text,
    currency: text,
    solana_address: text,
    solana_assets: listOf(text),
  }),
);

/** An uploaded document (accountDocument in shared/schemas/documents.ts). */
export const readAccountDocument = reading(
  object<AccountDocument>({
    document_id: text,
    document_type: oneOf(DOCUMENT_TYPES),
    content_type: oneOf(['image/jpeg', 'image/png', 'application/pdf'] as const),
    size: count,
    created_at: text,
  }),
);
