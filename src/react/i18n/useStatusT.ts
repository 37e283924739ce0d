import { enOnboardingStatus, type OnboardingStatusKey } from './en-onboarding-status';
import { useCatalogueT, type CatalogueI18n } from './useCatalogueT';

/** The status catalogue's translator and the locale. */
export type StatusI18n = CatalogueI18n<OnboardingStatusKey>;

/** The uploader's, selfie check's, verification status' and account card's translator. */
export function useStatusT(who: string): StatusI18n {
  return useCatalogueT(enOnboardingStatus, who);
}
