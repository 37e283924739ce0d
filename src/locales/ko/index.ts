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

/** Korean, whole, in the polite 해요 register Korean payment apps (Toss, Kakao Pay) use. */
export const ko: PaykitLocale = {
  tag: 'ko',
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
