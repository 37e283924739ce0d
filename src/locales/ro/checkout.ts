import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: stilurile nu au putut fi aplicate — cu o Content-Security-Policy fără \'unsafe-inline\' în style-src, încărcați paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (copiați node_modules/paykit/dist/styles.css lângă paginile dvs.).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Se încarcă detaliile plății…',
  'checkout.state.pending': 'Se așteaptă plata',
  'checkout.state.confirming': 'Plata a fost primită. Se așteaptă confirmările rețelei.',
  'checkout.state.underpaid': 'A sosit doar o parte din plată. Trimiteți restul la aceeași adresă înainte să expire timpul.',
  'checkout.state.overpaid':
    'Ați trimis cu {extra} {currency} mai mult decât suma cerută ({amount} {currency}): {merchant} vă va contacta în legătură cu diferența.',
  'checkout.state.settled': 'Plata este finalizată. Vă mulțumim!',
  'checkout.state.error': 'Această plată nu a putut fi încărcată.',
  'checkout.state.notFound': 'Această plată nu a fost găsită.',
  'checkout.state.checking': 'Verificăm starea acestei plăți. Pagina se actualizează imediat ce aflăm.',
  'checkout.state.checkingNoAddress': 'Verificăm starea acestei plăți. Nu trimiteți fonduri până nu apare adresa aici.',
  'checkout.reconnecting': 'Conexiunea s-a întrerupt. Se reconectează… Este afișată ultima stare cunoscută.',
  'checkout.restart': 'Începeți din nou',
  'checkout.retry': 'Încercați din nou',
  'checkout.title': 'Plată',
  'checkout.testMode': 'Mod de test',
  'checkout.openWallet': 'Deschideți în portofel',
  'checkout.receipt.title': 'Chitanță',
  'checkout.receipt.time': 'Data plății',
  'checkout.receipt.hash': 'Hash-ul tranzacției',
  'checkout.receipt.reference': 'Referință',
  'checkout.receipt.paymentId': 'ID plată',
  'checkout.outcome.settled': 'Plată primită',
  'checkout.outcome.underpaid': 'Plătită parțial',
  'checkout.outcome.expired': 'Această plată a expirat',
  'checkout.outcome.failed': 'Această plată a eșuat',
  'checkout.closed.expiredBody': 'Nu trimiteți fonduri la adresa ei.',
  'checkout.closed.keptBody': 'Nu mai trimiteți nimic la această adresă.',
  'checkout.closed.keptNote': 'Fondurile trimise sunt în siguranță. Contactați {merchant} și menționați referința:',
  'checkout.back': 'Înapoi la {merchant}',
  'checkout.backToShop': 'Înapoi la magazin',
  'checkout.merchant': 'comerciantul',
  'checkout.receipt.details': 'Detalii',
  'checkout.receipt.explorer': 'Vedeți în exploratorul de blocuri',
  'checkout.receipt.explorerNamed': 'Vedeți pe {explorer}',

  // Amounts.
  'checkout.amount.label': 'Suma de plată',
  'checkout.amount.labelClosed': 'Sumă',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Rest de plată',
  'checkout.amount.exact': 'Suma exactă',
  'checkout.receivedOf': 'Primit: {received} din {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Trimiteți la această adresă doar {currency} prin rețeaua {network}',
  'checkout.address.labelNoNetwork': 'Trimiteți {currency} la această adresă',
  'checkout.address.check': 'Verificați dacă caracterele îngroșate corespund cu cele din portofel.',
  'checkout.qr.label': 'Cod QR al adresei de primire {address}',
  'checkout.qr.labelUri': 'Cod QR pentru plata sumei de {amount} {currency} la adresa {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Copiați adresa',
  'copy.amount': 'Copiați suma',
  'copy.copied': 'Copiat',
  'copy.addressCopied': 'Adresa a fost copiată',
  'copy.amountCopied': 'Suma a fost copiată',
  'copy.hash': 'Copiați hash-ul tranzacției',
  'copy.hashCopied': 'Hash-ul tranzacției a fost copiat',
  'copy.reference': 'Copiați referința',
  'copy.referenceCopied': 'Referința a fost copiată',
  'copy.failed': 'Copierea a eșuat: selectați textul și copiați-l manual',

  // Countdown.
  'countdown.label': 'Expiră în',
  'countdown.spoken': 'Timp rămas: {time}',
  'countdown.expired': 'Timpul a expirat',

  // Instructions.
  'instructions.pending': 'Comisioanele de rețea sunt plătite de expeditor.',
  'instructions.underpaid': 'Comisioanele de rețea sunt plătite de expeditor.',
  'instructions.timeUp': 'Timpul a expirat: nu trimiteți fonduri la această adresă. Pagina se actualizează imediat ce plata este închisă.',
  'instructions.confirming': 'Puteți închide această pagină; plata se finalizează singură.',
  'instructions.checking': 'Dacă ați trimis deja plata, nu mai trebuie să faceți nimic.',
  'instructions.settled': 'Puteți închide această pagină.',
  'instructions.overpaid': 'Puteți închide această pagină.',
};
