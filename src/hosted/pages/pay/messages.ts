/**
 * The hosted checkout page's own words in English, the one place they are kept (the widget's are in
 * the kit's catalogue; pay.html's loading state repeats two of them, checked by messages.test.ts).
 */
import type { PaymentLinkStatus } from 'paykit/schemas';
export const payMessages = {
  loading: 'Loading your checkout…',
  notFoundTitle: 'Payment link not found',
  notFoundBody: 'Check the link you were given, or ask the shop for a new one.',
  paidTitle: 'This link has already been paid',
  paidBody: 'Nothing more is due. If you expected to pay, ask the shop for a new link.',
  closedTitle: 'This payment link is no longer available',
  closedBody: 'Link status: {status}. Ask the shop for a new link.',
  openElsewhereTitle: 'This payment is already open somewhere else',
  openElsewhereBody: 'Finish it in the window or on the device where you started it, or try again once it has expired.',
  errorTitle: 'We could not open this checkout',
  errorBody: 'Something went wrong on our side. Try again in a moment.',
  tryAgain: 'Try again',
  backToShop: 'Back to the shop',
  backToMerchant: 'Back to {merchant}',
  payTitle: 'Pay {amount} {currency}',
  documentTitle: 'Pay {merchant}',
  checkoutTitle: 'Checkout',
  testModeTitle: 'Test mode · {title}',
  testMode: 'Test mode',
  testModeNote: 'Simulated payments: no real money moves.',
  orderSummary: 'Order summary',
  amount: 'Amount',
  poweredBy: 'Payments by paykit',
  totalDue: 'Total due',
  total: 'Total',
  paidHeading: 'Paid',
  notFoundNote: 'Links can expire or be turned off by the shop.',
} as const;

/** What closedBody's {status} shows in English, by the link's status (PayWords.statuses says why). */
export const payStatuses: Record<PaymentLinkStatus | 'closed', string> = {
  active: 'active',
  paid: 'paid',
  expired: 'expired',
  deactivated: 'deactivated',
  closed: 'closed',
};

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/**
 * A title that holds the amount ("Pay {amount} {currency}") in three parts, so the page can set
 * the amount large and the words around it small, in each language's own order.
 */
export function splitAroundAmount(template: string, vars: { amount: string; currency: string }): { before: string; amount: string; after: string } {
  const marks = ['{amount}', '{currency}'].map((mark) => ({ mark, at: template.indexOf(mark) })).filter(({ at }) => at >= 0);
  if (marks.length === 0) return { before: fill(template, vars), amount: '', after: '' };
  const start = Math.min(...marks.map(({ at }) => at));
  const end = Math.max(...marks.map(({ mark, at }) => at + mark.length));
  return { before: fill(template.slice(0, start), vars), amount: fill(template.slice(start, end), vars), after: fill(template.slice(end), vars) };
}

export type PayKey = keyof typeof payMessages;

/** One language's words of the page; each translation in words/ is one of these. */
export interface PayWords {
  messages: Record<PayKey, string>;
  /**
   * What closedBody's {status} receives: HostedCheckout passes the link's raw status ('expired',
   * 'deactivated', and in principle 'active') or 'closed' when the link could not be fetched,
   * which is English in every language. Look the word up here before filling it in.
   */
  statuses: Record<PaymentLinkStatus | 'closed', string>;
}
