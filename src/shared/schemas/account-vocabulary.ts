/**
 * The onboarding vocabulary (types, statuses, document kinds) and the plain rules a form checks
 * as you type, without the schema library: the first screen of an onboarding page reads these,
 * and loads zod only with the forms that validate (docs/elements.md#size). The schemas in this
 * folder build on these lists, so form, client and service never disagree.
 */

/** Who the account is for: a person (KYC) or a business (KYB). */
export const CUSTOMER_TYPES = ['individual', 'business'] as const;
/** Who the account is for: a person (KYC) or a business (KYB). */
export type CustomerType = 'individual' | 'business';

/** Where a connected account's verification stands (docs/service-contract.md#connected-accounts). */
export const VERIFICATION_STATUSES = ['pending', 'in_review', 'approved', 'rejected', 'more_info_required'] as const;
/** Where a connected account's verification stands; not to be confused with the `VerificationStatus` component of paykit/onboarding. */
export type AccountVerificationStatus = 'pending' | 'in_review' | 'approved' | 'rejected' | 'more_info_required';

/** The service's reasons ("expired document, unreadable document image, …") as snake_case codes (docs/service-contract.md#verification). */
export const REJECTION_REASONS = ['expired_document', 'unreadable_document_image', 'name_mismatch', 'address_mismatch'] as const;
/** Why an account was rejected. */
export type RejectionReason = 'expired_document' | 'unreadable_document_image' | 'name_mismatch' | 'address_mismatch';

/** What a reviewer can ask for with more_info_required. */
export const REQUIRED_INFO_ITEMS = ['additional_document', 'address_proof', 'beneficial_owner_info', 'document_quality'] as const;
/** One thing a reviewer asked for with more_info_required. */
export type RequiredInfoItem = 'additional_document' | 'address_proof' | 'beneficial_owner_info' | 'document_quality';

/** What an approved account can be allowed to do. */
export const CAPABILITY_NAMES = ['inbound_payments', 'fx_conversion', 'outbound_payouts'] as const;
/** One thing an approved account can be allowed to do. */
export type CapabilityName = 'inbound_payments' | 'fx_conversion' | 'outbound_payouts';

/**
 * KYC documents: `passport` for passport holders; `id_front` and `id_back` for a driver's licence
 * or national ID card; `proof_of_address` (a utility bill or bank statement); `additional_document`
 * for anything a reviewer asks for.
 */
export const KYC_DOCUMENT_TYPES = ['id_front', 'id_back', 'passport', 'proof_of_address', 'additional_document'] as const;
/** A document type an individual uploads for KYC. */
export type KycDocumentType = 'id_front' | 'id_back' | 'passport' | 'proof_of_address' | 'additional_document';

/** KYB documents; trusts upload `trust_deed` in addition to the registration document (docs/service-contract.md#documents). */
export const KYB_DOCUMENT_TYPES = ['registration_document', 'trust_deed', 'proof_of_address', 'beneficial_owner_id', 'additional_document'] as const;
/** A document type a business uploads for KYB. */
export type KybDocumentType = 'registration_document' | 'trust_deed' | 'proof_of_address' | 'beneficial_owner_id' | 'additional_document';

/** Any document type the upload endpoint takes, KYC or KYB. */
export type DocumentType = KycDocumentType | KybDocumentType;
/** Every document type once (KYC's first, then KYB's new ones); `proof_of_address` and `additional_document` are shared. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [...new Set<DocumentType>([...KYC_DOCUMENT_TYPES, ...KYB_DOCUMENT_TYPES])];

/** Where the account's liveness check stands. */
export const LIVENESS_STATUSES = ['not_started', 'pending', 'completed', 'failed'] as const;
/** Where the account's liveness check stands. */
export type LivenessStatus = 'not_started' | 'pending' | 'completed' | 'failed';

/** The identity documents a person can be verified with. */
export const ID_TYPES = ['passport', 'drivers_licence', 'national_id'] as const;
/** The identity document a person is verified with. */
export type IdType = 'passport' | 'drivers_licence' | 'national_id';

/** The legal forms a business can onboard as. */
export const BUSINESS_TYPES = ['company', 'partnership', 'sole_trader', 'trust'] as const;
/** The legal form a business onboards as. */
export type BusinessType = 'company' | 'partnership' | 'sole_trader' | 'trust';
