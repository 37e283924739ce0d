/**
 * Which steps a customer goes through, and where an existing application resumes. Pure
 * functions of the account the proxy shows (its `submission` summary says what was handed in)
 * and the little the flow remembers for this tab (which ID document, whether a trust).
 */

import type { BusinessType, CustomerType, DocumentType, IdType, OnboardingAccountView } from 'paykit/schemas';

/** Every step of the flow, in order (a customer skips those that are not theirs). */
export const ONBOARDING_STEPS = ['customer-type', 'details', 'documents', 'liveness', 'verification', 'account'] as const;
/** A step of the flow: the root's `data-state` once loaded. */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What the flow remembers beyond the account: answers that decide which documents are asked. */
export interface FlowMemory {
  /** The identity document chosen in the KYC details. */
  idType?: IdType | undefined;
  /** The business type from the KYB details (a trust also uploads its deed). */
  businessType?: BusinessType | undefined;
  /** "Is the business a trust?", answered on the documents step when the business type was forgotten. */
  trust?: boolean | undefined;
}

/** The steps shown in the progress list. Before the type is known, the steps every customer has. */
export function stepsFor(customerType: CustomerType | null, askType: boolean): OnboardingStep[] {
  const steps: OnboardingStep[] = askType ? ['customer-type'] : [];
  steps.push('details', 'documents');
  if (customerType === 'individual') steps.push('liveness');
  steps.push('verification', 'account');
  return steps;
}

/** Passport, or the two sides of a card (driver's licence, national ID). */
export type IdDocument = 'passport' | 'card';

/** Which identity document to ask for: from the chosen ID type, else from what is already uploaded. */
export function idDocumentOf(idType: IdType | undefined, uploaded: Partial<Record<DocumentType, number>> = {}): IdDocument | null {
  if (idType === 'passport') return 'passport';
  if (idType === 'drivers_licence' || idType === 'national_id') return 'card';
  if (uploaded.passport) return 'passport';
  if (uploaded.id_front || uploaded.id_back) return 'card';
  return null;
}

/**
 * Whether the business is a trust: from the KYB answers, else the customer's answer on the
 * documents step, else an uploaded trust deed; null when nothing says (the tab forgot).
 */
export function trustOf(memory: FlowMemory, uploaded: Partial<Record<DocumentType, number>> = {}): boolean | null {
  if (memory.businessType !== undefined) return memory.businessType === 'trust';
  if (memory.trust !== undefined) return memory.trust;
  return uploaded.trust_deed ? true : null;
}

/**
 * The documents a customer must have uploaded before moving on (`idDocument` null: not chosen
 * yet). A business not known to be a trust or not owes the trust deed until it says otherwise,
 * so a forgotten answer never skips it.
 */
export function requiredDocuments(
  customerType: CustomerType,
  memory: FlowMemory,
  idDocument: IdDocument | null,
  uploaded: Partial<Record<DocumentType, number>> = {},
): DocumentType[] {
  if (customerType === 'business') {
    return trustOf(memory, uploaded) === false ? ['registration_document'] : ['registration_document', 'trust_deed'];
  }
  const identity: DocumentType[] = idDocument === 'card' ? ['id_front', 'id_back'] : ['passport'];
  return [...identity, 'proof_of_address'];
}

/** The required documents not yet uploaded. */
export function missingDocuments(required: readonly DocumentType[], uploaded: Partial<Record<DocumentType, number>>): DocumentType[] {
  return required.filter((type) => !uploaded[type]);
}

/** Where an application stands: the first step with something left to do. */
export function resumeStep(account: OnboardingAccountView | null, memory: FlowMemory, customerType: CustomerType | null): OnboardingStep {
  if (!account) return customerType ? 'details' : 'customer-type';
  switch (account.verification_status) {
    case 'approved':
      return 'account';
    case 'in_review':
    case 'rejected':
    case 'more_info_required':
      return 'verification';
    case 'pending':
      break;
  }
  const { submission } = account;
  if (account.customer_type === 'business') {
    if (!submission.kyb_submitted_at) return 'details';
    const required = requiredDocuments('business', memory, null, submission.documents);
    return missingDocuments(required, submission.documents).length > 0 ? 'documents' : 'verification';
  }
  if (!submission.kyc_submitted_at) return 'details';
  const idDocument = idDocumentOf(memory.idType, submission.documents);
  if (missingDocuments(requiredDocuments('individual', memory, idDocument ?? 'passport'), submission.documents).length > 0) return 'documents';
  if (submission.liveness !== 'completed') return 'liveness';
  return 'verification';
}

/** Where Back goes from a step, or null where going back means nothing (the type is fixed once the account exists). */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  if (step === 'documents') return 'details';
  if (step === 'liveness') return 'documents';
  return null;
}
