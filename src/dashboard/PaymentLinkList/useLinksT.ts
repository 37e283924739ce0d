import type { DashboardLinksKey } from 'paykit';
import { enDashboardLinks } from '../../react/i18n/en-dashboard-links';
import { useCatalogueT, type CatalogueI18n } from '../../react/i18n/useCatalogueT';

/** Looks a payment-links string up and fills its placeholders. */
export type LinksTranslate = CatalogueI18n<DashboardLinksKey>['t'];

/** The payment-link components' translator and the locale. */
export function useLinksT(who: string): CatalogueI18n<DashboardLinksKey> {
  return useCatalogueT(enDashboardLinks, who);
}
