import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Payer {amount} {currency}',
  'link.loading': 'Chargement du lien de paiement…',
  'link.error': 'Impossible de charger ce lien de paiement.',
  'link.badUrl': 'paykit: PaymentLinkButton a refusé un checkoutUrl qui n’est pas en http(s)\u00a0: {url}',
  'link.unavailable.paid': 'Ce lien de paiement a déjà été payé.',
  'link.unavailable.expired': 'Ce lien de paiement a expiré.',
  'link.unavailable.deactivated': 'Ce lien de paiement n’est plus disponible.',
  'link.newTab': '(s’ouvre dans un nouvel onglet)',
  'link.dialogTitle': 'Paiement',
  'link.close': 'Fermer la fenêtre de paiement',
  'link.frameTitle': 'Paiement de {amount} {currency}',
};
