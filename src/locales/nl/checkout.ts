import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: stijlen konden niet worden toegepast — laad bij een Content-Security-Policy zonder \'unsafe-inline\' in style-src paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (kopieer node_modules/paykit/dist/styles.css naast je pagina’s).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Betaalgegevens laden…',
  'checkout.state.pending': 'Wachten op betaling',
  'checkout.state.confirming': 'Betaling ontvangen. Wachten op bevestigingen van het netwerk.',
  'checkout.state.underpaid': 'Een deel van de betaling is binnen. Stuur het resterende bedrag naar hetzelfde adres voordat de tijd om is.',
  'checkout.state.overpaid': 'Dat is {extra} {currency} meer dan de gevraagde {amount} {currency}: {merchant} neemt contact met je op over het verschil.',
  'checkout.state.settled': 'Betaling voltooid. Bedankt!',
  'checkout.state.error': 'Deze betaling kon niet worden geladen.',
  'checkout.state.notFound': 'Deze betaling is niet gevonden.',
  'checkout.state.checking': 'We controleren de status van deze betaling. Deze pagina wordt bijgewerkt zodra die bekend is.',
  'checkout.state.checkingNoAddress': 'We controleren de status van deze betaling. Stuur geen geld totdat het adres hier verschijnt.',
  'checkout.reconnecting': 'Verbinding verbroken. Opnieuw verbinden… Je ziet de laatst bekende status.',
  'checkout.restart': 'Opnieuw beginnen',
  'checkout.retry': 'Opnieuw proberen',
  'checkout.title': 'Betaling',
  'checkout.testMode': 'Testmodus',
  'checkout.openWallet': 'Openen in wallet',
  'checkout.receipt.title': 'Betaalbewijs',
  'checkout.receipt.time': 'Betaald op',
  'checkout.receipt.hash': 'Transactiehash',
  'checkout.receipt.reference': 'Kenmerk',
  'checkout.receipt.paymentId': 'Betalings-ID',
  'checkout.outcome.settled': 'Betaling ontvangen',
  'checkout.outcome.underpaid': 'Deels betaald',
  'checkout.outcome.expired': 'Deze betaling is verlopen',
  'checkout.outcome.failed': 'Deze betaling is mislukt',
  'checkout.closed.expiredBody': 'Stuur geen geld naar het adres van deze betaling.',
  'checkout.closed.keptBody': 'Stuur niets meer naar dit adres.',
  'checkout.closed.keptNote': 'Wat je hebt gestuurd, is veilig. Neem contact op met {merchant} en vermeld het kenmerk',
  'checkout.back': 'Terug naar {merchant}',
  'checkout.backToShop': 'Terug naar de winkel',
  'checkout.merchant': 'de verkoper',
  'checkout.receipt.details': 'Gegevens',
  'checkout.receipt.explorer': 'Bekijken in explorer',
  'checkout.receipt.explorerNamed': 'Bekijken op {explorer}',

  // Amounts.
  'checkout.amount.label': 'Te betalen bedrag',
  'checkout.amount.labelClosed': 'Bedrag',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Nog te betalen',
  'checkout.amount.exact': 'Exact bedrag',
  'checkout.receivedOf': '{received} van {amount} {currency} ontvangen',

  // Address and QR code.
  'checkout.address.label': 'Stuur alleen {currency} via het netwerk {network} naar dit adres',
  'checkout.address.labelNoNetwork': 'Stuur {currency} naar dit adres',
  'checkout.address.check': 'Controleer of de vetgedrukte tekens overeenkomen met je wallet.',
  'checkout.qr.label': 'QR-code van het ontvangstadres {address}',
  'checkout.qr.labelUri': 'QR-code om {amount} {currency} te betalen aan {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Adres kopiëren',
  'copy.amount': 'Bedrag kopiëren',
  'copy.copied': 'Gekopieerd',
  'copy.addressCopied': 'Adres gekopieerd',
  'copy.amountCopied': 'Bedrag gekopieerd',
  'copy.hash': 'Transactiehash kopiëren',
  'copy.hashCopied': 'Transactiehash gekopieerd',
  'copy.reference': 'Kenmerk kopiëren',
  'copy.referenceCopied': 'Kenmerk gekopieerd',
  'copy.failed': 'Kopiëren mislukt: selecteer de tekst en kopieer die zelf',

  // Countdown.
  'countdown.label': 'Verloopt over',
  'countdown.spoken': 'Nog {time}',
  'countdown.expired': 'De tijd is om',

  // Instructions.
  'instructions.pending': 'De netwerkkosten zijn voor rekening van de verzender.',
  'instructions.underpaid': 'De netwerkkosten zijn voor rekening van de verzender.',
  'instructions.timeUp': 'De tijd is om: stuur geen geld naar dit adres. Deze pagina wordt bijgewerkt zodra de betaling is afgesloten.',
  'instructions.confirming': 'Je kunt deze pagina sluiten; de betaling wordt vanzelf afgerond.',
  'instructions.checking': 'Heb je de betaling al verstuurd? Dan hoef je niets meer te doen.',
  'instructions.settled': 'Je kunt deze pagina sluiten.',
  'instructions.overpaid': 'Je kunt deze pagina sluiten.',
};
