'use client';
/**
 * paykit/onboarding — the onboarding components, in their own entry so a checkout-only page
 * never pays for forms and schemas. Use them inside the same <PaykitProvider> from 'paykit'.
 */
export * from './react/onboarding';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { ConnectionState } from './client/connection';
export type { DocumentUploadFn, UploadDocumentOptions, UploadProgress } from './client/onboarding-upload';
export type { ExtraPluralCategory, ExtraPluralKey, PluralBase, WithPluralForms } from './react/i18n/plural';
export type { HeadingLevel, WithRootProps } from './react/internal/props';
export type { PaykitError } from './shared/errors';
export type { DocumentContentType } from './shared/file-type';
export type {
  AccountVerificationStatus,
  CapabilityName,
  CustomerType,
  DocumentType,
  KybDocumentType,
  KycDocumentType,
  RejectionReason,
} from './shared/schemas/account-vocabulary';
export type { AccountDocument } from './shared/schemas/documents';
export type { KybBody } from './shared/schemas/kyb';
export type { KycBody } from './shared/schemas/kyc';
export type { OnboardingAccountView, VirtualAccountView } from './shared/schemas/views';
export type { BusinessType, IdType, RequiredInfoItem } from './shared/schemas/account-vocabulary';
export type { AccountSubmission } from './shared/schemas/account-status';
export type { Address } from './shared/schemas/form-fields';
export type { BeneficialOwner } from './shared/schemas/kyb';
export type { LivenessStatus } from './shared/schemas/account-vocabulary';
