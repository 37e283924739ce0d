/** What was paid: TransactionList, TransactionDetails. */
export { enDashboardActivity, type DashboardActivityKey, type DashboardActivityMessages } from '../react/i18n/en-dashboard-activity';
export * from './TransactionList';
export * from './TransactionDetails';
