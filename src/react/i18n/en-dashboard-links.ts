/**
 * The dashboard's strings for payment links (PaymentLinkList, CreatePaymentLink), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other.
 */
export const enDashboardLinks = {
  'links.title': 'Payment links',
};
/** A key of the dashboard's links catalogue. */
export type DashboardLinksKey = keyof typeof enDashboardLinks;
/** The dashboard's links strings, as a translation provides them. */
export type DashboardLinksMessages = Record<DashboardLinksKey, string>;
