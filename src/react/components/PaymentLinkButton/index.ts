export { PaymentLinkButton, type PaymentLinkButtonProps, type PaymentLinkButtonOwnProps, type PaymentLinkMode } from './PaymentLinkButton';
