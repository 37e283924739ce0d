import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: stilarna kunde inte tillämpas — med en Content-Security-Policy utan \'unsafe-inline\' i style-src behöver du läsa in paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (kopiera node_modules/paykit/dist/styles.css till samma plats som dina sidor).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Hämtar betalningsuppgifter…',
  'checkout.state.pending': 'Väntar på betalning',
  'checkout.state.confirming': 'Betalningen har tagits emot. Väntar på bekräftelser från nätverket.',
  'checkout.state.underpaid': 'En del av betalningen har kommit fram. Skicka resterande belopp till samma adress innan tiden går ut.',
  'checkout.state.overpaid': 'Det är {extra} {currency} mer än de begärda {amount} {currency}: {merchant} kontaktar dig om mellanskillnaden.',
  'checkout.state.settled': 'Betalningen är klar. Tack!',
  'checkout.state.error': 'Betalningen kunde inte hämtas.',
  'checkout.state.notFound': 'Betalningen hittades inte.',
  'checkout.state.checking': 'Vi kontrollerar betalningens status. Sidan uppdateras så snart vi vet mer.',
  'checkout.state.checkingNoAddress': 'Vi kontrollerar betalningens status. Skicka inga pengar förrän adressen visas här.',
  'checkout.reconnecting': 'Anslutningen bröts. Ansluter igen… Senast kända status visas.',
  'checkout.restart': 'Börja om',
  'checkout.retry': 'Försök igen',
  'checkout.title': 'Betalning',
  'checkout.testMode': 'Testläge',
  'checkout.openWallet': 'Öppna i plånboken',
  'checkout.receipt.title': 'Kvitto',
  'checkout.receipt.time': 'Betald',
  'checkout.receipt.hash': 'Transaktionshash',
  'checkout.receipt.reference': 'Referens',
  'checkout.receipt.paymentId': 'Betalnings-ID',
  'checkout.outcome.settled': 'Betalningen har tagits emot',
  'checkout.outcome.underpaid': 'Delvis betald',
  'checkout.outcome.expired': 'Betalningen har gått ut',
  'checkout.outcome.failed': 'Betalningen misslyckades',
  'checkout.closed.expiredBody': 'Skicka inga pengar till den här betalningens adress.',
  'checkout.closed.keptBody': 'Skicka inget mer till den här adressen.',
  'checkout.closed.keptNote': 'Det du har skickat är i säkerhet. Kontakta {merchant} och uppge referensen',
  'checkout.back': 'Tillbaka till {merchant}',
  'checkout.backToShop': 'Tillbaka till butiken',
  'checkout.merchant': 'handlaren',
  'checkout.receipt.details': 'Detaljer',
  'checkout.receipt.explorer': 'Visa i blockutforskaren',
  'checkout.receipt.explorerNamed': 'Visa på {explorer}',

  // Amounts.
  'checkout.amount.label': 'Belopp att betala',
  'checkout.amount.labelClosed': 'Belopp',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Kvar att betala',
  'checkout.amount.exact': 'Exakt belopp',
  'checkout.receivedOf': '{received} av {amount} {currency} har tagits emot',

  // Address and QR code.
  'checkout.address.label': 'Skicka bara {currency} i nätverket {network} till den här adressen',
  'checkout.address.labelNoNetwork': 'Skicka {currency} till den här adressen',
  'checkout.address.check': 'Kontrollera att de fetstilta tecknen stämmer med din plånbok.',
  'checkout.qr.label': 'QR-kod för mottagaradressen {address}',
  'checkout.qr.labelUri': 'QR-kod för att betala {amount} {currency} till {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Kopiera adress',
  'copy.amount': 'Kopiera belopp',
  'copy.copied': 'Kopierat',
  'copy.addressCopied': 'Adressen har kopierats',
  'copy.amountCopied': 'Beloppet har kopierats',
  'copy.hash': 'Kopiera transaktionshash',
  'copy.hashCopied': 'Transaktionshashen har kopierats',
  'copy.reference': 'Kopiera referens',
  'copy.referenceCopied': 'Referensen har kopierats',
  'copy.failed': 'Det gick inte att kopiera: markera texten och kopiera den själv',

  // Countdown.
  'countdown.label': 'Går ut om',
  'countdown.spoken': '{time} kvar',
  'countdown.expired': 'Tiden har gått ut',

  // Instructions.
  'instructions.pending': 'Nätverksavgifter betalas av avsändaren.',
  'instructions.underpaid': 'Nätverksavgifter betalas av avsändaren.',
  'instructions.timeUp': 'Tiden har gått ut: skicka inga pengar till den här adressen. Sidan uppdateras så snart betalningen har stängts.',
  'instructions.confirming': 'Du kan stänga sidan; betalningen slutförs automatiskt.',
  'instructions.checking': 'Om du redan har skickat betalningen behöver du inte göra något mer.',
  'instructions.settled': 'Du kan stänga sidan.',
  'instructions.overpaid': 'Du kan stänga sidan.',
};
