/**
 * A connected account's status vocabulary and what has been handed in: all an onboarding page
 * reads, apart from the request schemas, so its bundle carries no more than these.
 */
import * as z from 'zod/mini';
import { documentType, LIVENESS_STATUSES } from './documents';

/** Who the account is for: a person (KYC) or a business (KYB). */
export const CUSTOMER_TYPES = ['individual', 'business'] as const;
/** Who the account is for: a person (KYC) or a business (KYB). */
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Where a connected account's verification stands (docs/service-contract.md#connected-accounts). */
export const VERIFICATION_STATUSES = ['pending', 'in_review', 'approved', 'rejected', 'more_info_required'] as const;
/** Where a connected account's verification stands; not to be confused with the `VerificationStatus` component of paykit/onboarding. */
export type AccountVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The service's reasons ("expired document, unreadable document image, …") as snake_case codes (docs/service-contract.md#verification). */
export const REJECTION_REASONS = ['expired_document', 'unreadable_document_image', 'name_mismatch', 'address_mismatch'] as const;
/** Why an account was rejected. */
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** What a reviewer can ask for with more_info_required. */
export const REQUIRED_INFO_ITEMS = ['additional_document', 'address_proof', 'beneficial_owner_info', 'document_quality'] as const;
/** One thing a reviewer asked for with more_info_required. */
export type RequiredInfoItem = (typeof REQUIRED_INFO_ITEMS)[number];

/** What an approved account can be allowed to do. */
export const CAPABILITY_NAMES = ['inbound_payments', 'fx_conversion', 'outbound_payouts'] as const;
/** One thing an approved account can be allowed to do. */
export type CapabilityName = (typeof CAPABILITY_NAMES)[number];

/** What has been handed in so far; this kit's addition so an onboarding UI knows which step is next. */
export const accountSubmission = z.object({
  kyc_submitted_at: z.nullable(z.string()),
  kyb_submitted_at: z.nullable(z.string()),
  /** Uploaded documents counted by type; types not uploaded are absent. */
  documents: z.partialRecord(documentType, z.number()),
  liveness: z.enum(LIVENESS_STATUSES),
  liveness_completed_at: z.nullable(z.string()),
});
/** What has been handed in so far (KYC, KYB, documents by type, liveness). */
export type AccountSubmission = z.infer<typeof accountSubmission>;
