/**
 * The words every form's frame says (the error summary's title, the hidden "Error:", "(optional)"),
 * apart from the onboarding forms' catalogue: the dashboard's forms draw the same Field and
 * ErrorSummary, and the whole onboarding catalogue imported for these three cost paykit/dashboard
 * about 1.7 KB brotli. The keys are the forms' own, so every locale's translation and a merchant's
 * overrides apply to both.
 */
import type { OnboardingFormsMessages } from '../../i18n/en-onboarding-forms';
import { useCatalogueT } from '../../i18n/useCatalogueT';

const enFormChrome = {
  'forms.errorSummary.title': 'There is a problem',
  'forms.error.prefix': 'Error:',
  'forms.optional': '(optional)',
} satisfies Partial<OnboardingFormsMessages>;

/** The forms' chrome strings. */
export const useFormChromeT = (who: string) => useCatalogueT(enFormChrome, who);
