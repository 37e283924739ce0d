import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: Stile konnten nicht angewendet werden – bei einer Content-Security-Policy ohne \'unsafe-inline\' in style-src laden Sie paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (kopieren Sie node_modules/paykit/dist/styles.css neben Ihre Seiten).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Zahlungsdetails werden geladen…',
  'checkout.state.pending': 'Zahlung ausstehend',
  'checkout.state.confirming': 'Zahlung eingegangen. Wir warten auf die Bestätigungen des Netzwerks.',
  'checkout.state.underpaid': 'Ein Teil der Zahlung ist eingegangen. Senden Sie den Rest an dieselbe Adresse, bevor der Timer abläuft.',
  'checkout.state.overpaid': 'Das sind {extra} {currency} mehr als die verlangten {amount} {currency}: {merchant} wird Sie wegen der Differenz kontaktieren.',
  'checkout.state.settled': 'Zahlung abgeschlossen. Vielen Dank!',
  'checkout.state.error': 'Diese Zahlung konnte nicht geladen werden.',
  'checkout.state.notFound': 'Diese Zahlung wurde nicht gefunden.',
  'checkout.state.checking': 'Wir prüfen den Status dieser Zahlung. Diese Seite aktualisiert sich, sobald er feststeht.',
  'checkout.state.checkingNoAddress': 'Wir prüfen den Status dieser Zahlung. Senden Sie kein Geld, bis hier die Adresse angezeigt wird.',
  'checkout.reconnecting': 'Verbindung unterbrochen. Verbindung wird wiederhergestellt… Angezeigt wird der zuletzt bekannte Status.',
  'checkout.restart': 'Neu beginnen',
  'checkout.retry': 'Erneut versuchen',
  'checkout.title': 'Zahlung',
  'checkout.testMode': 'Testmodus',
  'checkout.openWallet': 'In Wallet öffnen',
  'checkout.receipt.title': 'Beleg',
  'checkout.receipt.time': 'Bezahlt am',
  'checkout.receipt.hash': 'Transaktions-Hash',
  'checkout.receipt.reference': 'Referenz',
  'checkout.receipt.paymentId': 'Zahlungs-ID',
  'checkout.outcome.settled': 'Zahlung erhalten',
  'checkout.outcome.underpaid': 'Teilweise bezahlt',
  'checkout.outcome.expired': 'Diese Zahlung ist abgelaufen',
  'checkout.outcome.failed': 'Diese Zahlung ist fehlgeschlagen',
  'checkout.closed.expiredBody': 'Senden Sie kein Geld an die Adresse dieser Zahlung.',
  'checkout.closed.keptBody': 'Senden Sie nichts mehr an diese Adresse.',
  'checkout.closed.keptNote': 'Was Sie gesendet haben, ist sicher. Wenden Sie sich an {merchant} und nennen Sie diese Referenz:',
  'checkout.back': 'Zurück zu {merchant}',
  'checkout.backToShop': 'Zurück zum Shop',
  'checkout.merchant': 'das Geschäft',
  'checkout.receipt.details': 'Details',
  'checkout.receipt.explorer': 'Im Explorer ansehen',
  'checkout.receipt.explorerNamed': 'Auf {explorer} ansehen',

  // Amounts.
  'checkout.amount.label': 'Zu zahlender Betrag',
  'checkout.amount.labelClosed': 'Betrag',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Noch offen',
  'checkout.amount.exact': 'Genauer Betrag',
  'checkout.receivedOf': '{received} von {amount} {currency} erhalten',

  // Address and QR code.
  'checkout.address.label': 'Senden Sie nur {currency} über das Netzwerk {network} an diese Adresse',
  'checkout.address.labelNoNetwork': 'Senden Sie {currency} an diese Adresse',
  'checkout.address.check': 'Prüfen Sie, ob die fett gedruckten Zeichen mit der Adresse in Ihrer Wallet übereinstimmen.',
  'checkout.qr.label': 'QR-Code der Empfangsadresse {address}',
  'checkout.qr.labelUri': 'QR-Code zum Zahlen von {amount} {currency} an {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Adresse kopieren',
  'copy.amount': 'Betrag kopieren',
  'copy.copied': 'Kopiert',
  'copy.addressCopied': 'Adresse kopiert',
  'copy.amountCopied': 'Betrag kopiert',
  'copy.hash': 'Transaktions-Hash kopieren',
  'copy.hashCopied': 'Transaktions-Hash kopiert',
  'copy.reference': 'Referenz kopieren',
  'copy.referenceCopied': 'Referenz kopiert',
  'copy.failed': 'Kopieren fehlgeschlagen: Markieren Sie den Text und kopieren Sie ihn selbst',

  // Countdown.
  'countdown.label': 'Läuft ab in',
  'countdown.spoken': 'Verbleibende Zeit: {time}',
  'countdown.expired': 'Die Zeit ist abgelaufen',

  // Instructions.
  'instructions.pending': 'Die Netzwerkgebühren zahlen Sie als Absender.',
  'instructions.underpaid': 'Die Netzwerkgebühren zahlen Sie als Absender.',
  'instructions.timeUp': 'Die Zeit ist abgelaufen: Senden Sie kein Geld an diese Adresse. Diese Seite wird aktualisiert, sobald die Zahlung geschlossen ist.',
  'instructions.confirming': 'Sie können diese Seite schließen; die Zahlung wird automatisch abgeschlossen.',
  'instructions.checking': 'Wenn Sie die Zahlung bereits gesendet haben, müssen Sie nichts weiter tun.',
  'instructions.settled': 'Sie können diese Seite schließen.',
  'instructions.overpaid': 'Sie können diese Seite schließen.',
};
