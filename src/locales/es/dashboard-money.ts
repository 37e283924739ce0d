import type { DashboardMoneyMessages } from '../../react/i18n/en-dashboard-money';

export const dashboardMoney: DashboardMoneyMessages = {
  'balances.title': 'Saldos',
};
