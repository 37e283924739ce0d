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

/** Romanian, whole, addressing the reader formally (“dumneavoastră” forms: “Introduceți”, “contul dvs.”), as Romanian banks and payment pages do. */
export const ro: PaykitLocale = {
  tag: 'ro',
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
