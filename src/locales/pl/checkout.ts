import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: nie udało się zastosować stylów — przy Content-Security-Policy bez \'unsafe-inline\' w style-src wczytaj paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (skopiuj node_modules/paykit/dist/styles.css obok swoich stron).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Wczytujemy szczegóły płatności…',
  'checkout.state.pending': 'Czekamy na płatność',
  'checkout.state.confirming': 'Płatność otrzymana. Czekamy na potwierdzenia sieci.',
  'checkout.state.underpaid': 'Dotarła tylko część płatności. Wyślij resztę na ten sam adres, zanim skończy się czas.',
  'checkout.state.overpaid': 'To o {extra} {currency} więcej niż wymagana kwota {amount} {currency}: {merchant} skontaktuje się z Tobą w sprawie różnicy.',
  'checkout.state.settled': 'Płatność zakończona. Dziękujemy!',
  'checkout.state.error': 'Nie udało się wczytać tej płatności.',
  'checkout.state.notFound': 'Nie znaleziono tej płatności.',
  'checkout.state.checking': 'Sprawdzamy status tej płatności. Strona odświeży się, gdy tylko będzie znany.',
  'checkout.state.checkingNoAddress': 'Sprawdzamy status tej płatności. Nie wysyłaj środków, dopóki nie pojawi się tu adres.',
  'checkout.reconnecting': 'Utracono połączenie. Łączymy ponownie… Widoczny jest ostatni znany status.',
  'checkout.restart': 'Zacznij od nowa',
  'checkout.retry': 'Spróbuj ponownie',
  'checkout.title': 'Płatność',
  'checkout.testMode': 'Tryb testowy',
  'checkout.openWallet': 'Otwórz w portfelu',
  'checkout.receipt.title': 'Potwierdzenie',
  'checkout.receipt.time': 'Data zapłaty',
  'checkout.receipt.hash': 'Hash transakcji',
  'checkout.receipt.reference': 'Numer referencyjny',
  'checkout.receipt.paymentId': 'ID płatności',
  'checkout.outcome.settled': 'Płatność otrzymana',
  'checkout.outcome.underpaid': 'Opłacono częściowo',
  'checkout.outcome.expired': 'Ta płatność wygasła',
  'checkout.outcome.failed': 'Ta płatność nie powiodła się',
  'checkout.closed.expiredBody': 'Nie wysyłaj środków na jej adres.',
  'checkout.closed.keptBody': 'Nie wysyłaj już nic na ten adres.',
  'checkout.closed.keptNote': 'Wysłane środki są bezpieczne. Odbiorca: {merchant} — skontaktuj się z nim i podaj ten numer:',
  'checkout.back': 'Wróć na stronę {merchant}',
  'checkout.backToShop': 'Wróć do sklepu',
  'checkout.merchant': 'sprzedawca',
  'checkout.receipt.details': 'Szczegóły',
  'checkout.receipt.explorer': 'Zobacz w eksploratorze bloków',
  'checkout.receipt.explorerNamed': 'Zobacz w {explorer}',

  // Amounts.
  'checkout.amount.label': 'Kwota do zapłaty',
  'checkout.amount.labelClosed': 'Kwota',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Pozostało do zapłaty',
  'checkout.amount.exact': 'Dokładna kwota',
  'checkout.receivedOf': 'Otrzymano {received} z {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Wyślij na ten adres tylko {currency} w sieci {network}',
  'checkout.address.labelNoNetwork': 'Wyślij {currency} na ten adres',
  'checkout.address.check': 'Sprawdź, czy pogrubione znaki zgadzają się z adresem w Twoim portfelu.',
  'checkout.qr.label': 'Kod QR adresu odbiorcy {address}',
  'checkout.qr.labelUri': 'Kod QR do zapłaty {amount} {currency} na adres {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Kopiuj adres',
  'copy.amount': 'Kopiuj kwotę',
  'copy.copied': 'Skopiowano',
  'copy.addressCopied': 'Adres skopiowany',
  'copy.amountCopied': 'Kwota skopiowana',
  'copy.hash': 'Kopiuj hash transakcji',
  'copy.hashCopied': 'Hash transakcji skopiowany',
  'copy.reference': 'Kopiuj numer referencyjny',
  'copy.referenceCopied': 'Numer referencyjny skopiowany',
  'copy.failed': 'Nie udało się skopiować: zaznacz tekst i skopiuj go samodzielnie',

  // Countdown.
  'countdown.label': 'Wygasa za',
  'countdown.spoken': 'Pozostało: {time}',
  'countdown.expired': 'Czas minął',

  // Instructions.
  'instructions.pending': 'Opłatę sieciową pokrywa nadawca.',
  'instructions.underpaid': 'Opłatę sieciową pokrywa nadawca.',
  'instructions.timeUp': 'Czas minął: nie wysyłaj środków na ten adres. Strona odświeży się, gdy tylko płatność zostanie zamknięta.',
  'instructions.confirming': 'Możesz zamknąć tę stronę; płatność zakończy się sama.',
  'instructions.checking': 'Jeśli płatność została już wysłana, nie musisz nic więcej robić.',
  'instructions.settled': 'Możesz zamknąć tę stronę.',
  'instructions.overpaid': 'Możesz zamknąć tę stronę.',
};
