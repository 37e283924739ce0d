export { TransactionDetails, type TransactionDetailsProps, type TransactionDetailsOwnProps, type TransactionDetailsPhase } from './TransactionDetails';
export { STATUS_TONES } from './TransactionStatus';
