/** The hosted checkout page's own words in German: a chunk of its own, loaded only for payers who read it. */
import type { PayWords } from '../messages';

export const de: PayWords = {
  messages: {
    loading: 'Ihr Bezahlvorgang wird geladen…',
    notFoundTitle: 'Zahlungslink nicht gefunden',
    notFoundBody: 'Prüfen Sie den Link, den Sie erhalten haben, oder bitten Sie den Shop um einen neuen.',
    paidTitle: 'Dieser Link wurde bereits bezahlt',
    paidBody: 'Es ist nichts mehr zu zahlen. Wenn Sie eine Zahlung erwartet haben, bitten Sie den Shop um einen neuen Link.',
    closedTitle: 'Dieser Zahlungslink ist nicht mehr verfügbar',
    closedBody: 'Status des Links: {status}. Bitten Sie den Shop um einen neuen Link.',
    openElsewhereTitle: 'Diese Zahlung ist bereits an anderer Stelle geöffnet',
    openElsewhereBody:
      'Schließen Sie sie in dem Fenster oder auf dem Gerät ab, auf dem Sie sie begonnen haben, oder versuchen Sie es erneut, sobald sie abgelaufen ist.',
    errorTitle: 'Wir konnten diesen Bezahlvorgang nicht öffnen',
    errorBody: 'Bei uns ist ein Fehler aufgetreten. Versuchen Sie es gleich noch einmal.',
    tryAgain: 'Erneut versuchen',
    backToShop: 'Zurück zum Shop',
    backToMerchant: 'Zurück zu {merchant}',
    payTitle: '{amount} {currency} bezahlen',
    documentTitle: '{merchant} bezahlen',
    checkoutTitle: 'Bezahlung',
    testModeTitle: 'Testmodus · {title}',
    testMode: 'Testmodus',
    testModeNote: 'Simulierte Zahlungen: Es fließt kein echtes Geld.',
    orderSummary: 'Bestellübersicht',
    amount: 'Betrag',
    poweredBy: 'Zahlungen über paykit',
    totalDue: 'Fälliger Betrag',
    total: 'Gesamt',
    paidHeading: 'Bezahlt',
    notFoundNote: 'Links können ablaufen oder vom Shop deaktiviert werden.',
  },
  statuses: { active: 'aktiv', paid: 'bezahlt', expired: 'abgelaufen', deactivated: 'deaktiviert', closed: 'geschlossen' },
};
