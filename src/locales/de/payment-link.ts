import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '{amount} {currency} bezahlen',
  'link.loading': 'Zahlungslink wird geladen…',
  'link.error': 'Dieser Zahlungslink konnte nicht geladen werden.',
  'link.badUrl': 'paykit: PaymentLinkButton hat eine checkoutUrl abgelehnt, die nicht http(s) ist: {url}',
  'link.unavailable.paid': 'Dieser Zahlungslink wurde bereits bezahlt.',
  'link.unavailable.expired': 'Dieser Zahlungslink ist abgelaufen.',
  'link.unavailable.deactivated': 'Dieser Zahlungslink ist nicht mehr verfügbar.',
  'link.newTab': '(öffnet in einem neuen Tab)',
  'link.dialogTitle': 'Bezahlen',
  'link.close': 'Bezahlfenster schließen',
  'link.frameTitle': 'Bezahlvorgang über {amount} {currency}',
};
