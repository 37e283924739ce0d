/**
 * Reads the answers of the onboarding path without the schema library: the onboarding account
 * (so the first screen of an onboarding page loads no zod, docs/elements.md#size), and the
 * selfie-check session, the capabilities, the virtual account and an uploaded document (so a
 * page carries zod for its forms only). As strict as the schemas (onboardingAccountView in
 * shared/schemas/onboarding-account-view.ts, and those named at each reader): every field is
 * required and typed, statuses and codes come from the same lists, unknown fields are dropped,
 * and a mismatch names the first wrong field's path, as the schema's first issue does.
 * onboarding-account-read.test.ts feeds both the same bodies.
 */
import {
  CAPABILITY_NAMES,
  CUSTOMER_TYPES,
  DOCUMENT_TYPES,
  type CapabilityName,
  LIVENESS_STATUSES,
  REJECTION_REASONS,
  REQUIRED_INFO_ITEMS,
  VERIFICATION_STATUSES,
  type DocumentType,
} from '../shared/schemas/account-vocabulary';
import type { AccountDocument, LivenessSession } from '../shared/schemas/documents';
import type { OnboardingAccountView, VirtualAccountView } from '../shared/schemas/views';

/** What reading gives: the value, or the path of the first field that does not match. */
export type Read<T> = { ok: true; value: T } | { ok: false; path: PropertyKey[] };

type Path = PropertyKey[];
/** Reads one value at `path`, or throws the path (caught once, at the edge). */
type Reader<T> = (value: unknown, path: Path) => T;

const fail = (path: Path): never => {
  throw new Mismatch(path);
};

/** Thrown by a reader and caught in reading(): never leaves this module. */
class Mismatch extends Error {
  constructor(readonly path: Path) {
    super('the answer does not match');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Reader<string> = (value, path) => (typeof value === 'string' ? value : fail(path));

/** A finite number (zod's number takes neither NaN nor Infinity). */
const count: Reader<number> = (value, path) => (typeof value === 'number' && Number.isFinite(value) ? value : fail(path));

const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

const oneOf =
  <T extends string>(options: readonly T[]): Reader<T> =>
  (value, path) =>
    (options as readonly unknown[]).includes(value) ? (value as T) : fail(path);

const listOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value, path) =>
    Array.isArray(value) ? value.map((item, index) => read(item, [...path, index])) : fail(path);

/** Only the shape's fields, in its order, each required (as a zod object drops unknown keys). */
const object =
  <T>(shape: { [K in keyof T]: Reader<T[K]> }): Reader<T> =>
  (value, path) => {
    if (!isRecord(value)) return fail(path);
    const read = {} as T;
    for (const key in shape) read[key] = shape[key](value[key], [...path, key]);
    return read;
  };

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

const reading =
  <T>(read: Reader<T>) =>
  (value: unknown): Read<T> => {
    try {
      return { ok: true, value: read(value, []) };
    } catch (error) {
      if (error instanceof Mismatch) return { ok: false, path: error.path };
      throw error;
    }
  };

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
