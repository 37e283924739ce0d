export { usePaymentStatus, type UsePaymentStatusResult } from './usePaymentStatus';
export { useCountdown, type Countdown, type CountdownOptions } from './useCountdown';
export { useCopy, type CopyState } from './useCopy';
