/**
 * The dashboard's strings for balances and FX conversion (BalanceList, FxConverter), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other.
 */
export const enDashboardMoney = {
  'balances.title': 'Balances',
};
/** A key of the dashboard's money catalogue. */
export type DashboardMoneyKey = keyof typeof enDashboardMoney;
/** The dashboard's money strings, as a translation provides them. */
export type DashboardMoneyMessages = Record<DashboardMoneyKey, string>;
