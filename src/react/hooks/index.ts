export { usePaymentStatus, type PaymentStatus } from './usePaymentStatus';
export { useCountdown, type Countdown, type CountdownOptions } from './useCountdown';
export { useCopy, type CopyState } from './useCopy';
