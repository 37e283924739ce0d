// By the entry's public name, so the declarations refer to paykit's type instead of copying its catalogue's keys.
import type { PaykitLocale } from 'paykit';
import { checkout } from './checkout';
import { paymentLink } from './payment-link';
import { element } from './element';
import { forms } from './forms';
import { status } from './status';
import { flow } from './flow';
import { dashboardAccount } from './dashboard-account';
import { dashboardActivity } from './dashboard-activity';
import { dashboardLinks } from './dashboard-links';
import { dashboardMoney } from './dashboard-money';

/** Modern Standard Arabic, right to left: the provider sets dir="rtl" from the tag. */
export const ar: PaykitLocale = {
  tag: 'ar',
  messages: {
    ...checkout,
    ...paymentLink,
    ...element,
    ...forms,
    ...status,
    ...flow,
    ...dashboardMoney,
    ...dashboardActivity,
    ...dashboardLinks,
    ...dashboardAccount,
  },
};
