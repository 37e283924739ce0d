import type { DashboardAccountKey } from 'paykit';
import { enDashboardAccount } from '../../react/i18n/en-dashboard-account';
import { useCatalogueT, type CatalogueI18n } from '../../react/i18n/useCatalogueT';

/** Looks an account-status string up and fills its placeholders. */
export type AccountTranslate = CatalogueI18n<DashboardAccountKey>['t'];

/** AccountStatus's translator and the locale. */
export function useAccountT(who: string): CatalogueI18n<DashboardAccountKey> {
  return useCatalogueT(enDashboardAccount, who);
}
