export { VerificationStatus, type VerificationStatusProps, type VerificationStatusOwnProps, type VerificationPhase, type OwnerInfoTask } from './VerificationStatus';
