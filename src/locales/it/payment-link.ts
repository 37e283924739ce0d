import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Paga {amount} {currency}',
  'link.loading': 'Caricamento del link di pagamento…',
  'link.error': 'Impossibile caricare questo link di pagamento.',
  'link.badUrl': 'paykit: PaymentLinkButton ha rifiutato una checkoutUrl che non è http(s): {url}',
  'link.unavailable.paid': 'Questo link di pagamento è già stato pagato.',
  'link.unavailable.expired': 'Questo link di pagamento è scaduto.',
  'link.unavailable.deactivated': 'Questo link di pagamento non è più disponibile.',
  'link.newTab': '(si apre in una nuova scheda)',
  'link.dialogTitle': 'Pagamento',
  'link.close': 'Chiudi il pagamento',
  'link.frameTitle': 'Pagamento di {amount} {currency}',
};
