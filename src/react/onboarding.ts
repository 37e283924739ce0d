/** paykit/onboarding's React side: KYC/KYB forms, documents, selfie check, verification and account details. */
export {
  OnboardingFlow,
  ONBOARDING_STEPS,
  enOnboardingFlow,
  type OnboardingFlowProps,
  type OnboardingFlowOwnProps,
  type OnboardingStep,
  type OnboardingFlowKey,
} from './components/OnboardingFlow';
export { KycForm, type KycFormProps, type KycFormOwnProps } from './components/KycForm';
export { KybForm, type KybFormProps, type KybFormOwnProps, type KybSubmittedInfo } from './components/KybForm';
export { enOnboardingForms, type OnboardingFormsKey, type OnboardingFormsMessages } from './i18n/en-onboarding-forms';
// Documents, selfie check, verification status and account details (strings in en-onboarding-status.ts, out of `en`).
export {
  DocumentUploader,
  checkImageQuality,
  type DocumentUploaderProps,
  type DocumentUploaderOwnProps,
  type DocumentSlot,
  type DocumentUploaderChange,
  type QualityHint,
} from './components/DocumentUploader';
export { LivenessHandoff, type LivenessHandoffProps, type LivenessHandoffOwnProps, type LivenessPhase } from './components/LivenessHandoff';
// The component's index is its public surface: one list, kept there.
export * from './components/VerificationStatus';
export {
  VirtualAccountCard,
  formatBsb,
  type VirtualAccountCardProps,
  type VirtualAccountCardOwnProps,
  type VirtualAccountPhase,
} from './components/VirtualAccountCard';
export { useOnboardingAccount, type OnboardingAccountState, type UseOnboardingAccountOptions } from './hooks/useOnboardingAccount';
export { useCapabilityActivation, type CapabilityActivation, type ActivationState } from './hooks/useCapabilityActivation';
export { enOnboardingStatus, type OnboardingStatusKey, type OnboardingStatusMessages } from './i18n/en-onboarding-status';
