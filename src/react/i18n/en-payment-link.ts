/**
 * PaymentLinkButton's strings, in English. Kept out of `enCheckout` so a checkout that shows no
 * payment link (the widget with its provider) does not carry them; a merchant overrides them key by
 * key through the provider's `messages`, like any other.
 */
export const enPaymentLink = {
  'link.pay': 'Pay {amount} {currency}',
  'link.loading': 'Loading payment link…',
  'link.error': 'This payment link could not be loaded.',
  'link.badUrl': 'paykit: PaymentLinkButton refused a checkoutUrl that is not http(s): {url}',
  'link.unavailable.paid': 'This payment link has already been paid.',
  'link.unavailable.expired': 'This payment link has expired.',
  'link.unavailable.deactivated': 'This payment link is no longer available.',
  'link.newTab': '(opens in a new tab)',
  'link.dialogTitle': 'Checkout',
  'link.close': 'Close checkout',
  'link.frameTitle': 'Checkout for {amount} {currency}',
} as const;

/** A key of PaymentLinkButton's messages. */
export type PaymentLinkKey = keyof typeof enPaymentLink;
/** PaymentLinkButton's messages: one string per key. */
export type PaymentLinkMessages = Record<PaymentLinkKey, string>;
