export { PaymentLinkButton, type PaymentLinkButtonProps, type PaymentLinkButtonOwnProps, type PaymentLinkMode } from './PaymentLinkButton';
export { enPaymentLink, type PaymentLinkKey, type PaymentLinkMessages } from '../../i18n/en-payment-link';
