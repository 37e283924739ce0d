/**
 * The dashboard's strings for the account status banner (AccountStatus), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other.
 */
export const enDashboardAccount = {
  'accountStatus.title': 'Account status',
};
/** A key of the dashboard's account catalogue. */
export type DashboardAccountKey = keyof typeof enDashboardAccount;
/** The dashboard's account strings, as a translation provides them. */
export type DashboardAccountMessages = Record<DashboardAccountKey, string>;
