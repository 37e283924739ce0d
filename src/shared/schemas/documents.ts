/**
 * Onboarding documents and the liveness check: which documents KYC and KYB take, the upload
 * limit, and the resources the service answers with.
 */
import * as z from 'zod/mini';
import { DOCUMENT_TYPES, type DocumentType } from './account-vocabulary';

export {
  DOCUMENT_TYPES,
  KYB_DOCUMENT_TYPES,
  KYC_DOCUMENT_TYPES,
  LIVENESS_STATUSES,
  type DocumentType,
  type KybDocumentType,
  type KycDocumentType,
  type LivenessStatus,
} from './account-vocabulary';

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
export type AccountDocument = {
  /** The document's id. */
  document_id: string;
  /** What the document is. */
  document_type: DocumentType;
  /** Detected from the file's first bytes, not from its name or declared type. */
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  /** The file's size in bytes. */
  size: number;
  /** When it was uploaded. */
  created_at: string;
};

/** A liveness check to hand the person to: open `liveness_url` before `expires_at`. */
export const livenessSession = z.object({ liveness_url: z.string(), expires_at: z.string() });
/** A liveness check to hand the person to: open `liveness_url` before `expires_at`. */
export type LivenessSession = {
  /** Where to send the person for the check. */
  liveness_url: string;
  /** When the link stops working. */
  expires_at: string;
};
