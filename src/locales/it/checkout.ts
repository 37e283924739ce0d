import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: impossibile applicare gli stili — con una Content-Security-Policy senza \'unsafe-inline\' in style-src, carica paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (copia node_modules/paykit/dist/styles.css accanto alle tue pagine).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Caricamento dei dettagli del pagamento…',
  'checkout.state.pending': 'Pagamento in attesa',
  'checkout.state.confirming': 'Pagamento ricevuto. In attesa delle conferme della rete.',
  'checkout.state.underpaid': 'È arrivata una parte del pagamento. Invia l’importo mancante allo stesso indirizzo prima che scada il tempo.',
  'checkout.state.overpaid': 'Hai inviato {extra} {currency} in più rispetto ai {amount} {currency} richiesti: {merchant} ti contatterà per la differenza.',
  'checkout.state.settled': 'Pagamento completato. Grazie!',
  'checkout.state.error': 'Impossibile caricare questo pagamento.',
  'checkout.state.notFound': 'Pagamento non trovato.',
  'checkout.state.checking': 'Stiamo verificando lo stato di questo pagamento. La pagina si aggiornerà non appena lo sapremo.',
  'checkout.state.checkingNoAddress': 'Stiamo verificando lo stato di questo pagamento. Non inviare fondi finché qui non compare l’indirizzo.',
  'checkout.reconnecting': 'Connessione persa. Riconnessione in corso… È mostrato l’ultimo stato noto.',
  'checkout.restart': 'Ricomincia',
  'checkout.retry': 'Riprova',
  'checkout.title': 'Pagamento',
  'checkout.testMode': 'Modalità test',
  'checkout.openWallet': 'Apri nel wallet',
  'checkout.receipt.title': 'Ricevuta',
  'checkout.receipt.time': 'Pagato il',
  'checkout.receipt.hash': 'Hash della transazione',
  'checkout.receipt.reference': 'Riferimento',
  'checkout.receipt.paymentId': 'ID pagamento',
  'checkout.outcome.settled': 'Pagamento ricevuto',
  'checkout.outcome.underpaid': 'Pagato in parte',
  'checkout.outcome.expired': 'Questo pagamento è scaduto',
  'checkout.outcome.failed': 'Questo pagamento non è riuscito',
  'checkout.closed.expiredBody': 'Non inviare fondi all’indirizzo di questo pagamento.',
  'checkout.closed.keptBody': 'Non inviare altro a questo indirizzo.',
  'checkout.closed.keptNote': 'Quello che hai inviato è al sicuro. Contatta {merchant} e indica il riferimento',
  'checkout.back': 'Torna a {merchant}',
  'checkout.backToShop': 'Torna al negozio',
  'checkout.merchant': 'l’esercente',
  'checkout.receipt.details': 'Dettagli',
  'checkout.receipt.explorer': 'Vedi sull’explorer',
  'checkout.receipt.explorerNamed': 'Vedi su {explorer}',

  // Amounts.
  'checkout.amount.label': 'Importo da pagare',
  'checkout.amount.labelClosed': 'Importo',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Ancora da pagare',
  'checkout.amount.exact': 'Importo esatto',
  'checkout.receivedOf': 'Ricevuti {received} di {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Invia solo {currency} sulla rete {network} a questo indirizzo',
  'checkout.address.labelNoNetwork': 'Invia {currency} a questo indirizzo',
  'checkout.address.check': 'Controlla che i caratteri in grassetto corrispondano a quelli nel tuo wallet.',
  'checkout.qr.label': 'Codice QR dell’indirizzo di ricezione {address}',
  'checkout.qr.labelUri': 'Codice QR per pagare {amount} {currency} a {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Copia indirizzo',
  'copy.amount': 'Copia importo',
  'copy.copied': 'Copiato',
  'copy.addressCopied': 'Indirizzo copiato',
  'copy.amountCopied': 'Importo copiato',
  'copy.hash': 'Copia hash della transazione',
  'copy.hashCopied': 'Hash della transazione copiato',
  'copy.reference': 'Copia riferimento',
  'copy.referenceCopied': 'Riferimento copiato',
  'copy.failed': 'Copia non riuscita: seleziona il testo e copialo manualmente',

  // Countdown.
  'countdown.label': 'Scade tra',
  'countdown.spoken': 'Tempo rimasto: {time}',
  'countdown.expired': 'Tempo scaduto',

  // Instructions.
  'instructions.pending': 'Le commissioni di rete sono a carico di chi invia.',
  'instructions.underpaid': 'Le commissioni di rete sono a carico di chi invia.',
  'instructions.timeUp': 'Tempo scaduto: non inviare fondi a questo indirizzo. La pagina si aggiorna appena il pagamento viene chiuso.',
  'instructions.confirming': 'Puoi chiudere questa pagina: il pagamento verrà completato automaticamente.',
  'instructions.checking': 'Se hai già inviato il pagamento, non devi fare altro.',
  'instructions.settled': 'Puoi chiudere questa pagina.',
  'instructions.overpaid': 'Puoi chiudere questa pagina.',
};
