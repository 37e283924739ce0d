export { VerificationStatus, type VerificationStatusProps, type VerificationPhase, type OwnerInfoTask } from './VerificationStatus';
