/** The hosted checkout page's own words (the widget's are in the kit's catalogue). */
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
  successTitle: 'Payment received',
  payTitle: 'Pay {amount} {currency}',
  documentTitle: 'Pay {merchant}',
  checkoutTitle: 'Checkout',
  testModeTitle: 'Test mode · {title}',
  testMode: 'Test mode',
  testModeNote: 'Simulated payments: no real money moves.',
  orderSummary: 'Order summary',
  amount: 'Amount',
} as const;

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

export type PayKey = keyof typeof payMessages;
