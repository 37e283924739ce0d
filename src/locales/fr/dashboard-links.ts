import type { DashboardLinksMessages } from '../../react/i18n/en-dashboard-links';

export const dashboardLinks: DashboardLinksMessages = {
  'links.title': 'Liens de paiement',
};
