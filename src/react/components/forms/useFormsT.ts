import { enOnboardingForms, type OnboardingFormsKey } from '../../i18n/en-onboarding-forms';
import { useCatalogueT, type CatalogueI18n } from '../../i18n/useCatalogueT';

/** Looks a forms string up and fills its placeholders. */
export type FormsTranslate = (key: OnboardingFormsKey, vars?: Record<string, string | number>) => string;

/** The forms' translator and the locale. */
export type FormsI18n = CatalogueI18n<OnboardingFormsKey>;

/** The KYC and KYB forms' translator. */
export function useFormsT(who: string): FormsI18n {
  return useCatalogueT(enOnboardingForms, who);
}
