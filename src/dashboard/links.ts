/** Payment links: PaymentLinkList, CreatePaymentLink. */
export { enDashboardLinks, type DashboardLinksKey, type DashboardLinksMessages } from '../react/i18n/en-dashboard-links';
