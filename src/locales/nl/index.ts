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

/** Dutch, whole, addressing the reader as “je”, plain and friendly as Dutch banks and payment apps write. */
export const nl: PaykitLocale = {
  tag: 'nl',
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
