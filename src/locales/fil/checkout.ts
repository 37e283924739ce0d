import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: hindi nailapat ang mga style — kapag may Content-Security-Policy na walang \'unsafe-inline\' sa style-src, i-load ang paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (kopyahin ang node_modules/paykit/dist/styles.css sa tabi ng iyong mga page).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Nilo-load ang mga detalye ng bayad…',
  'checkout.state.pending': 'Hinihintay ang bayad',
  'checkout.state.confirming': 'Natanggap ang bayad. Hinihintay ang mga kumpirmasyon ng network.',
  'checkout.state.underpaid': 'Bahagi pa lang ng bayad ang dumating. Ipadala ang natitira sa parehong address bago maubos ang oras.',
  'checkout.state.overpaid': 'Sobra nang {extra} {currency} ang ipinadala mo kaysa sa hininging {amount} {currency}: kokontakin ka ng {merchant} tungkol sa sobra.',
  'checkout.state.settled': 'Kumpleto na ang bayad. Salamat!',
  'checkout.state.error': 'Hindi ma-load ang bayad na ito.',
  'checkout.state.notFound': 'Hindi mahanap ang bayad na ito.',
  'checkout.state.checking': 'Sinusuri namin ang katayuan ng bayad na ito. Mag-a-update ang page na ito kapag nalaman na namin.',
  'checkout.state.checkingNoAddress': 'Sinusuri namin ang katayuan ng bayad na ito. Huwag munang magpadala ng pera hangga’t hindi lumalabas dito ang address.',
  'checkout.reconnecting': 'Naputol ang koneksyon. Kumokonekta ulit… Ipinapakita ang huling alam na katayuan.',
  'checkout.restart': 'Magsimula ulit',
  'checkout.retry': 'Subukan ulit',
  'checkout.title': 'Pagbabayad',
  'checkout.testMode': 'Mode ng pagsubok',
  'checkout.openWallet': 'Buksan sa wallet',
  'checkout.receipt.title': 'Resibo',
  'checkout.receipt.time': 'Binayaran noong',
  'checkout.receipt.hash': 'Hash ng transaksyon',
  'checkout.receipt.reference': 'Reference number',
  'checkout.receipt.paymentId': 'ID ng bayad',
  'checkout.outcome.settled': 'Natanggap ang bayad',
  'checkout.outcome.underpaid': 'Bahagyang nabayaran',
  'checkout.outcome.expired': 'Nag-expire na ang bayad na ito',
  'checkout.outcome.failed': 'Hindi natuloy ang bayad na ito',
  'checkout.closed.expiredBody': 'Huwag magpadala ng pera sa address ng bayad na ito.',
  'checkout.closed.keptBody': 'Huwag nang magpadala pa sa address na ito.',
  'checkout.closed.keptNote': 'Ligtas ang ipinadala mo. Kontakin ang {merchant} at ibigay ang reference number',
  'checkout.back': 'Bumalik sa {merchant}',
  'checkout.backToShop': 'Bumalik sa tindahan',
  'checkout.merchant': 'merchant',
  'checkout.receipt.details': 'Mga detalye',
  'checkout.receipt.explorer': 'Tingnan sa explorer',
  'checkout.receipt.explorerNamed': 'Tingnan sa {explorer}',

  // Amounts.
  'checkout.amount.label': 'Halagang babayaran',
  'checkout.amount.labelClosed': 'Halaga',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Kulang pa',
  'checkout.amount.exact': 'Eksaktong halaga',
  'checkout.receivedOf': 'Natanggap: {received} sa kabuuang {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Ipadala lang ang {currency} sa address na ito gamit ang {network} network',
  'checkout.address.labelNoNetwork': 'Ipadala ang {currency} sa address na ito',
  'checkout.address.check': 'Tiyaking tugma sa wallet mo ang mga naka-bold na character.',
  'checkout.qr.label': 'QR code ng tatanggap na address {address}',
  'checkout.qr.labelUri': 'QR code para magbayad ng {amount} {currency} sa {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Kopyahin ang address',
  'copy.amount': 'Kopyahin ang halaga',
  'copy.copied': 'Nakopya na',
  'copy.addressCopied': 'Nakopya ang address',
  'copy.amountCopied': 'Nakopya ang halaga',
  'copy.hash': 'Kopyahin ang hash ng transaksyon',
  'copy.hashCopied': 'Nakopya ang hash ng transaksyon',
  'copy.reference': 'Kopyahin ang reference number',
  'copy.referenceCopied': 'Nakopya ang reference number',
  'copy.failed': 'Hindi nakopya: piliin ang text at kopyahin ito nang mano-mano',

  // Countdown.
  'countdown.label': 'Mag-e-expire sa loob ng',
  'countdown.spoken': '{time} na lang ang natitira',
  'countdown.expired': 'Ubos na ang oras',

  // Instructions.
  'instructions.pending': 'Ang nagpapadala ang sasagot sa bayarin sa network.',
  'instructions.underpaid': 'Ang nagpapadala ang sasagot sa bayarin sa network.',
  'instructions.timeUp': 'Ubos na ang oras: huwag magpadala ng pera sa address na ito. Mag-a-update ang page na ito kapag naisara na ang bayad.',
  'instructions.confirming': 'Puwede mo nang isara ang page na ito; kusang makukumpleto ang bayad.',
  'instructions.checking': 'Kung naipadala mo na ang bayad, wala ka nang kailangang gawin.',
  'instructions.settled': 'Puwede mo nang isara ang page na ito.',
  'instructions.overpaid': 'Puwede mo nang isara ang page na ito.',
};
