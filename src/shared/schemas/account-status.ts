/**
 * A connected account's status vocabulary and what has been handed in: all an onboarding page
 * reads, apart from the request schemas, so its bundle carries no more than these.
 */
import * as z from 'zod/mini';
import { LIVENESS_STATUSES, type DocumentType, type LivenessStatus } from './account-vocabulary';
import { documentType } from './documents';

export {
  CAPABILITY_NAMES,
  CUSTOMER_TYPES,
  REJECTION_REASONS,
  REQUIRED_INFO_ITEMS,
  VERIFICATION_STATUSES,
  type AccountVerificationStatus,
  type CapabilityName,
  type CustomerType,
  type RejectionReason,
  type RequiredInfoItem,
} from './account-vocabulary';

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
export type AccountSubmission = {
  /** When the KYC details were handed in, or null. */
  kyc_submitted_at: string | null;
  /** When the KYB details were handed in, or null. */
  kyb_submitted_at: string | null;
  /** Uploaded documents counted by type; types not uploaded are absent. */
  documents: Partial<Record<DocumentType, number>>;
  /** Where the liveness check stands. */
  liveness: LivenessStatus;
  /** When the liveness check completed, or null. */
  liveness_completed_at: string | null;
};
