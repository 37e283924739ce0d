import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Betala {amount} {currency}',
  'link.loading': 'Hämtar betallänken…',
  'link.error': 'Betallänken kunde inte hämtas.',
  'link.badUrl': 'paykit: PaymentLinkButton avvisade en checkoutUrl som inte är http(s): {url}',
  'link.unavailable.paid': 'Den här betallänken är redan betald.',
  'link.unavailable.expired': 'Den här betallänken har gått ut.',
  'link.unavailable.deactivated': 'Den här betallänken är inte längre tillgänglig.',
  'link.newTab': '(öppnas i en ny flik)',
  'link.dialogTitle': 'Kassa',
  'link.close': 'Stäng kassan',
  'link.frameTitle': 'Kassa för {amount} {currency}',
};
