import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: impossible d’appliquer les styles — avec une Content-Security-Policy sans \'unsafe-inline\' dans style-src, chargez paykit/styles.css\u00a0: <link rel="stylesheet" href="/assets/paykit/styles.css"> (copiez node_modules/paykit/dist/styles.css à côté de vos pages).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Chargement des détails du paiement…',
  'checkout.state.pending': 'Paiement en attente',
  'checkout.state.confirming': 'Paiement reçu. En attente des confirmations du réseau.',
  'checkout.state.underpaid': 'Une partie du paiement est arrivée. Envoyez le reste à la même adresse avant la fin du compte à rebours.',
  'checkout.state.overpaid': 'Cela fait {extra} {currency} de plus que les {amount} {currency} demandés : {merchant} vous contactera au sujet de la différence.',
  'checkout.state.settled': 'Paiement effectué. Merci\u00a0!',
  'checkout.state.error': 'Impossible de charger ce paiement.',
  'checkout.state.notFound': 'Ce paiement est introuvable.',
  'checkout.state.checking': 'Nous vérifions le statut de ce paiement. Cette page se met à jour dès qu’il est connu.',
  'checkout.state.checkingNoAddress': 'Nous vérifions le statut de ce paiement. N’envoyez pas de fonds tant que l’adresse ne s’affiche pas ici.',
  'checkout.reconnecting': 'Connexion perdue. Reconnexion… Le dernier statut connu est affiché.',
  'checkout.restart': 'Recommencer',
  'checkout.retry': 'Réessayer',
  'checkout.title': 'Paiement',
  'checkout.testMode': 'Mode test',
  'checkout.openWallet': 'Ouvrir dans le portefeuille',
  'checkout.receipt.title': 'Reçu',
  'checkout.receipt.time': 'Payé le',
  'checkout.receipt.hash': 'Hash de la transaction',
  'checkout.receipt.reference': 'Référence',
  'checkout.receipt.paymentId': 'Identifiant du paiement',
  'checkout.outcome.settled': 'Paiement reçu',
  'checkout.outcome.underpaid': 'Paiement partiel',
  'checkout.outcome.expired': 'Ce paiement a expiré',
  'checkout.outcome.failed': 'Ce paiement a échoué',
  'checkout.closed.expiredBody': 'N’envoyez pas de fonds à l’adresse de ce paiement.',
  'checkout.closed.keptBody': 'N’envoyez rien de plus à cette adresse.',
  'checkout.closed.keptNote': 'Ce que vous avez envoyé n’est pas perdu. Contactez {merchant} en indiquant',
  'checkout.back': 'Retour à {merchant}',
  'checkout.backToShop': 'Retour à la boutique',
  'checkout.merchant': 'le marchand',
  'checkout.receipt.details': 'Détails',
  'checkout.receipt.explorer': 'Voir dans l’explorateur',
  'checkout.receipt.explorerNamed': 'Voir sur {explorer}',

  // Amounts.
  'checkout.amount.label': 'Montant à payer',
  'checkout.amount.labelClosed': 'Montant',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Reste à payer',
  'checkout.amount.exact': 'Montant exact',
  'checkout.receivedOf': 'Reçu\u00a0: {received} sur {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Envoyez uniquement des {currency} sur le réseau {network} à cette adresse',
  'checkout.address.labelNoNetwork': 'Envoyez des {currency} à cette adresse',
  'checkout.address.check': 'Vérifiez que les caractères en gras correspondent à votre portefeuille.',
  'checkout.qr.label': 'Code QR de l’adresse de réception {address}',
  'checkout.qr.labelUri': 'Code QR pour payer {amount} {currency} à {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Copier l’adresse',
  'copy.amount': 'Copier le montant',
  'copy.copied': 'Copié',
  'copy.addressCopied': 'Adresse copiée',
  'copy.amountCopied': 'Montant copié',
  'copy.hash': 'Copier le hash de la transaction',
  'copy.hashCopied': 'Hash de la transaction copié',
  'copy.reference': 'Copier la référence',
  'copy.referenceCopied': 'Référence copiée',
  'copy.failed': 'Échec de la copie\u00a0: sélectionnez le texte et copiez-le vous-même',

  // Countdown.
  'countdown.label': 'Expire dans',
  'countdown.spoken': 'Temps restant\u00a0: {time}',
  'countdown.expired': 'Temps écoulé',

  // Instructions.
  'instructions.pending': 'Les frais de réseau sont à la charge de l’expéditeur.',
  'instructions.underpaid': 'Les frais de réseau sont à la charge de l’expéditeur.',
  'instructions.timeUp': 'Le temps est écoulé\u00a0: n’envoyez pas de fonds à cette adresse. Cette page se met à jour dès que le paiement est clôturé.',
  'instructions.confirming': 'Vous pouvez fermer cette page\u00a0; le paiement se finalisera de lui-même.',
  'instructions.checking': 'Si vous avez déjà envoyé le paiement, vous n’avez rien d’autre à faire.',
  'instructions.settled': 'Vous pouvez fermer cette page.',
  'instructions.overpaid': 'Vous pouvez fermer cette page.',
};
