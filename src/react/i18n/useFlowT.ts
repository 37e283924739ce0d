import { enOnboardingFlow, type OnboardingFlowKey } from './en-onboarding-flow';
import { useCatalogueT, type CatalogueI18n } from './useCatalogueT';

/** The onboarding flow's own translator (steps, headings, the account-type question). */
export function useFlowT(who: string): CatalogueI18n<OnboardingFlowKey> {
  return useCatalogueT(enOnboardingFlow, who);
}
