export {
  VerificationStatus,
  type VerificationStatusProps,
  type VerificationStatusOwnProps,
  type VerificationPhase,
  type OwnerInfoTask,
  type SupportContact,
} from './VerificationStatus';
