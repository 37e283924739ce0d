export { PaymentLinkList, type PaymentLinkListProps, type PaymentLinkListOwnProps, type PaymentLinkListPhase, type PaymentLinkFilter } from './PaymentLinkList';
