/** What was paid: TransactionList, TransactionDetails. */
export { enDashboardActivity, type DashboardActivityKey, type DashboardActivityMessages } from '../react/i18n/en-dashboard-activity';
export type { WithPluralForms, PluralBase, ExtraPluralKey, ExtraPluralCategory } from '../react/i18n/plural';
export * from './TransactionList';
export * from './TransactionDetails';
