/** The hosted checkout page's own words in French: a chunk of its own, loaded only for payers who read it. */
import type { PayWords } from '../page-words';

export const fr: PayWords = {
  messages: {
    loading: 'Chargement de votre paiement…',
    notFoundTitle: 'Lien de paiement introuvable',
    notFoundBody: 'Vérifiez le lien que vous avez reçu, ou demandez-en un nouveau à la boutique.',
    paidTitle: 'Ce lien a déjà été payé',
    paidBody: 'Il n’y a plus rien à payer. Si vous pensiez devoir payer, demandez un nouveau lien à la boutique.',
    closedTitle: 'Ce lien de paiement n’est plus disponible',
    closedBody: 'État du lien\u00a0: {status}. Demandez un nouveau lien à la boutique.',
    openElsewhereTitle: 'Ce paiement est déjà ouvert ailleurs',
    openElsewhereBody: 'Terminez-le dans la fenêtre ou sur l’appareil où vous l’avez commencé, ou réessayez une fois qu’il aura expiré.',
    errorTitle: 'Nous n’avons pas pu ouvrir ce paiement',
    errorBody: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
    tryAgain: 'Réessayer',
    backToShop: 'Retour à la boutique',
    payTitle: 'Payer {amount} {currency}',
    documentTitle: 'Payer {merchant}',
    checkoutTitle: 'Paiement',
    testModeTitle: 'Mode test · {title}',
    testMode: 'Mode test',
    testModeNote: 'Paiements simulés : aucun argent réel ne circule.',
    orderSummary: 'Récapitulatif de la commande',
    amount: 'Montant',
    poweredBy: 'Paiements par paykit',
    totalDue: 'Total à payer',
    total: 'Total',
    paidHeading: 'Payé',
    notFoundNote: 'Les liens peuvent expirer ou être désactivés par la boutique.',
  },
  statuses: { active: 'actif', paid: 'payé', expired: 'expiré', deactivated: 'désactivé', closed: 'fermé' },
};
