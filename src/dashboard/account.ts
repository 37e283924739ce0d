/** The connected account at a glance: AccountStatus. */
export { enDashboardAccount, type DashboardAccountKey, type DashboardAccountMessages } from '../react/i18n/en-dashboard-account';
export { AccountStatus, type AccountStatusProps, type AccountStatusOwnProps, type AccountStatusPhase } from './AccountStatus';
