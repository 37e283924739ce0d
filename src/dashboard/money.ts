/** Balances and FX conversion: BalanceList, FxConverter. */
export { enDashboardMoney, type DashboardMoneyKey, type DashboardMoneyMessages } from '../react/i18n/en-dashboard-money';
