import type { DashboardActivityMessages } from '../../react/i18n/en-dashboard-activity';

export const dashboardActivity: DashboardActivityMessages = {
  'transactions.title': 'Transacciones',
};
