import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Magbayad ng {amount} {currency}',
  'link.loading': 'Nilo-load ang link sa pagbabayad…',
  'link.error': 'Hindi ma-load ang link sa pagbabayad na ito.',
  'link.badUrl': 'paykit: tinanggihan ng PaymentLinkButton ang isang checkoutUrl na hindi http(s): {url}',
  'link.unavailable.paid': 'Nabayaran na ang link sa pagbabayad na ito.',
  'link.unavailable.expired': 'Nag-expire na ang link sa pagbabayad na ito.',
  'link.unavailable.deactivated': 'Hindi na magagamit ang link sa pagbabayad na ito.',
  'link.newTab': '(magbubukas sa bagong tab)',
  'link.dialogTitle': 'Pagbabayad',
  'link.close': 'Isara ang pagbabayad',
  'link.frameTitle': 'Pagbabayad ng {amount} {currency}',
};
