// By the entry's public name, so the declarations refer to paykit's type instead of copying its catalogue's keys.
import type { PaykitLocale } from 'paykit';
import { checkout } from './checkout';
import { paymentLink } from './payment-link';
import { element } from './element';
import { forms } from './forms';
import { status } from './status';
import { flow } from './flow';
import { dashboardMoney } from './dashboard-money';
import { dashboardActivity } from './dashboard-activity';
import { dashboardLinks } from './dashboard-links';
import { dashboardAccount } from './dashboard-account';

/** Vietnamese, whole, addressing the reader as “bạn”, polite and plain as Vietnamese payment apps write. */
export const vi: PaykitLocale = {
  tag: 'vi',
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
