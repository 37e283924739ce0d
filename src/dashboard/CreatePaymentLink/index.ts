export { CreatePaymentLink, type CreatePaymentLinkProps, type CreatePaymentLinkOwnProps, type CreatePaymentLinkPhase } from './CreatePaymentLink';
