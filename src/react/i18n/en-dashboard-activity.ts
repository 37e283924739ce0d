/**
 * The dashboard's strings for transactions (TransactionList, TransactionDetails), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other.
 */
export const enDashboardActivity = {
  'transactions.title': 'Transactions',
};
/** A key of the dashboard's activity catalogue. */
export type DashboardActivityKey = keyof typeof enDashboardActivity;
/** The dashboard's activity strings, as a translation provides them. */
export type DashboardActivityMessages = Record<DashboardActivityKey, string>;
