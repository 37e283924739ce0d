import { enOnboardingProblems } from './en-onboarding-problems';
import { enOnboardingVirtualAccount } from './en-onboarding-virtual-account';
import { useCatalogueT, type CatalogueI18n } from './useCatalogueT';

/** The account-details card's words and the words for a failed request. */
const CARD_WORDS = { ...enOnboardingProblems, ...enOnboardingVirtualAccount };

/** A key of the card's words. */
export type VirtualAccountKey = keyof typeof CARD_WORDS;
/** Looks one of the card's words up and fills its placeholders. */
export type VirtualAccountTranslate = (key: VirtualAccountKey, vars?: Record<string, string | number>) => string;

/** The account-details card's translator, without the rest of the status catalogue. */
export function useVirtualAccountT(who: string): CatalogueI18n<VirtualAccountKey> {
  return useCatalogueT(CARD_WORDS, who);
}
