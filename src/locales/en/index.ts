import { enCheckout as checkout } from '../../react/i18n/en';
import { enDashboardAccount } from '../../react/i18n/en-dashboard-account';
import { enDashboardActivity } from '../../react/i18n/en-dashboard-activity';
import { enDashboardLinks } from '../../react/i18n/en-dashboard-links';
import { enDashboardMoney } from '../../react/i18n/en-dashboard-money';
import { enOnboardingFlow } from '../../react/i18n/en-onboarding-flow';
import { enOnboardingForms } from '../../react/i18n/en-onboarding-forms';
import { enOnboardingStatus } from '../../react/i18n/en-onboarding-status';
import { enElement } from '../../react/i18n/en-element';
import { enPaymentLink } from '../../react/i18n/en-payment-link';
// By the entry's public name, so the declarations refer to paykit's type instead of copying its catalogue's keys.
import type { PaykitLocale } from 'paykit';

/** English, whole: the catalogue every other locale is checked against. */
export const en: PaykitLocale = {
  tag: 'en',
  messages: {
    ...checkout,
    ...enPaymentLink,
    ...enElement,
    ...enOnboardingForms,
    ...enOnboardingStatus,
    ...enOnboardingFlow,
    ...enDashboardMoney,
    ...enDashboardActivity,
    ...enDashboardLinks,
    ...enDashboardAccount,
  },
};
