export { PaymentLinkButton, type PaymentLinkButtonProps, type PaymentLinkMode } from './PaymentLinkButton';
