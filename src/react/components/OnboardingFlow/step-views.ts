/**
 * The components the flow's steps show, in one module so that a build can load each when its
 * step is reached: paykit/elements' script swaps this module for elements/onboarding-steps.tsx
 * (scripts/build-elements.ts), which splits them into chunks. Bundled with the kit, they are plain imports.
 */
export { KybForm } from '../KybForm';
export { KycForm } from '../KycForm';
export { LivenessHandoff } from '../LivenessHandoff';
export { VerificationStatus } from '../VerificationStatus';
export { AccountStep } from './AccountStep';
export { CustomerTypeStep } from './CustomerTypeStep';
export { DocumentsStep } from './DocumentsStep';
