import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '{amount} {currency} betalen',
  'link.loading': 'Betaallink laden…',
  'link.error': 'Deze betaallink kon niet worden geladen.',
  'link.badUrl': 'paykit: PaymentLinkButton heeft een checkoutUrl geweigerd die geen http(s) is: {url}',
  'link.unavailable.paid': 'Deze betaallink is al betaald.',
  'link.unavailable.expired': 'Deze betaallink is verlopen.',
  'link.unavailable.deactivated': 'Deze betaallink is niet meer beschikbaar.',
  'link.newTab': '(opent in een nieuw tabblad)',
  'link.dialogTitle': 'Afrekenen',
  'link.close': 'Afrekenen sluiten',
  'link.frameTitle': 'Afrekenen voor {amount} {currency}',
};
