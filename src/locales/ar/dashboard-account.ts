import type { DashboardAccountMessages } from '../../react/i18n/en-dashboard-account';

export const dashboardAccount: DashboardAccountMessages = {
  'accountStatus.title': 'حالة الحساب',
};
