import { enOnboardingProblems } from './en-onboarding-problems';
import { useCatalogueT, type CatalogueI18n } from './useCatalogueT';

/** The words for a failed request (`problem.*` of the status catalogue), without the rest of that catalogue. */
export function useProblemT(who: string): CatalogueI18n<keyof typeof enOnboardingProblems> {
  return useCatalogueT(enOnboardingProblems, who);
}
