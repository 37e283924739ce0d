/**
 * paykit/styles.css with the dashboard's rules too: the same sheet serves every entry, so a page
 * under a strict CSP styles a dashboard from its first paint like a checkout.
 */
import { baseStylesheet } from '../react/stylesheet';
import * as accountStatus from './AccountStatus/styles';
import * as balanceList from './BalanceList/styles';
import * as createPaymentLink from './CreatePaymentLink/styles';
import * as fxConverter from './FxConverter/styles';
import * as paymentLinkList from './PaymentLinkList/styles';
import * as transactionDetails from './TransactionDetails/styles';
import * as transactionList from './TransactionList/styles';

/** Every dashboard component's styles module (a test checks none is missing). */
export const DASHBOARD_STYLE_MODULES: readonly Record<string, unknown>[] = [
  balanceList,
  fxConverter,
  transactionList,
  transactionDetails,
  paymentLinkList,
  createPaymentLink,
  accountStatus,
];

/** The text of paykit/styles.css: the kit's rules and the dashboard's. */
export function kitStylesheet(): string {
  return baseStylesheet(DASHBOARD_STYLE_MODULES);
}
