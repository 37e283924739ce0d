export { AccountStatus, type AccountStatusProps, type AccountStatusOwnProps, type AccountStatusPhase } from './AccountStatus';
