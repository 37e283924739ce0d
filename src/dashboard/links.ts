/** Payment links: PaymentLinkList, CreatePaymentLink. */
export { enDashboardLinks, type DashboardLinksKey, type DashboardLinksMessages } from '../react/i18n/en-dashboard-links';
export { PaymentLinkList, type PaymentLinkListProps, type PaymentLinkListOwnProps, type PaymentLinkListPhase, type PaymentLinkFilter } from './PaymentLinkList';
export { CreatePaymentLink, type CreatePaymentLinkProps, type CreatePaymentLinkOwnProps, type CreatePaymentLinkPhase } from './CreatePaymentLink';
