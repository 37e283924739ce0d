/** The documents and review steps, one chunk: they share the document uploader and the status words. */
export { DocumentsStep } from '../../react/components/OnboardingFlow/DocumentsStep';
export { VerificationStatus } from '../../react/components/VerificationStatus/VerificationStatus';
