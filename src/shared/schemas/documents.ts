/**
 * Onboarding documents and the liveness check: which documents KYC and KYB take, the upload
 * limit, and the resources the service answers with.
 */
import * as z from 'zod/mini';

/**
 * KYC documents: `passport` for passport holders; `id_front` and `id_back` for a driver's licence
 * or national ID card; `proof_of_address` (a utility bill or bank statement); `additional_document`
 * for anything a reviewer asks for.
 */
export const KYC_DOCUMENT_TYPES = ['id_front', 'id_back', 'passport', 'proof_of_address', 'additional_document'] as const;
/** A document type an individual uploads for KYC. */
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** KYB documents; trusts upload `trust_deed` in addition to the registration document (docs/service-contract.md#documents). */
export const KYB_DOCUMENT_TYPES = ['registration_document', 'trust_deed', 'proof_of_address', 'beneficial_owner_id', 'additional_document'] as const;
/** A document type a business uploads for KYB. */
export type KybDocumentType = (typeof KYB_DOCUMENT_TYPES)[number];

/** Any document type the upload endpoint takes, KYC or KYB. */
export type DocumentType = KycDocumentType | KybDocumentType;
/** Every document type once (KYC's first, then KYB's new ones); `proof_of_address` and `additional_document` are shared. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [...new Set<DocumentType>([...KYC_DOCUMENT_TYPES, ...KYB_DOCUMENT_TYPES])];

/** Spec Limits: 10 MB per document, counted as 10 × 1024 × 1024 bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** zod needs a non-empty tuple; DOCUMENT_TYPES is built from two non-empty lists. */
export const documentType = z.enum(DOCUMENT_TYPES as [DocumentType, ...DocumentType[]]);

/** An uploaded document as the service answers it (never the file itself). */
export const accountDocument = z.object({
  document_id: z.string(),
  document_type: documentType,
  /** Detected from the file's first bytes, not from its name or declared type. */
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number(),
  created_at: z.string(),
});
/** An uploaded document as the service answers it. */
export type AccountDocument = z.infer<typeof accountDocument>;

/** Where the account's liveness check stands. */
export const LIVENESS_STATUSES = ['not_started', 'pending', 'completed', 'failed'] as const;
/** Where the account's liveness check stands. */
export type LivenessStatus = (typeof LIVENESS_STATUSES)[number];

/** A liveness check to hand the person to: open `liveness_url` before `expires_at`. */
export const livenessSession = z.object({ liveness_url: z.string(), expires_at: z.string() });
/** A liveness check to hand the person to: open `liveness_url` before `expires_at`. */
export type LivenessSession = z.infer<typeof livenessSession>;
