import { enCheckout as checkout } from '../../react/i18n/en';
import { enOnboardingFlow } from '../../react/i18n/en-onboarding-flow';
import { enOnboardingForms } from '../../react/i18n/en-onboarding-forms';
import { enOnboardingStatus } from '../../react/i18n/en-onboarding-status';
import type { PaykitLocale } from '../../react/i18n/locale';

/** English, whole: the catalogue every other locale is checked against. */
export const en: PaykitLocale = { tag: 'en', messages: { ...checkout, ...enOnboardingForms, ...enOnboardingStatus, ...enOnboardingFlow } };
