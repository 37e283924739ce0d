import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: stiller uygulanamadı — style-src içinde \'unsafe-inline\' olmayan bir Content-Security-Policy altında paykit/styles.css dosyasını yükleyin: <link rel="stylesheet" href="/assets/paykit/styles.css"> (node_modules/paykit/dist/styles.css dosyasını sayfalarınızın yanına kopyalayın).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Ödeme bilgileri yükleniyor…',
  'checkout.state.pending': 'Ödeme bekleniyor',
  'checkout.state.confirming': 'Ödeme alındı. Ağ onayları bekleniyor.',
  'checkout.state.underpaid': 'Ödemenin bir kısmı ulaştı. Süre dolmadan kalanını aynı adrese gönderin.',
  'checkout.state.overpaid': 'Bu, istenen {amount} {currency} tutarından {extra} {currency} fazla: {merchant} fark için sizinle iletişime geçecek.',
  'checkout.state.settled': 'Ödeme tamamlandı. Teşekkür ederiz!',
  'checkout.state.error': 'Bu ödeme yüklenemedi.',
  'checkout.state.notFound': 'Bu ödeme bulunamadı.',
  'checkout.state.checking': 'Bu ödemenin durumunu kontrol ediyoruz. Durum belli olur olmaz bu sayfa güncellenir.',
  'checkout.state.checkingNoAddress': 'Bu ödemenin durumunu kontrol ediyoruz. Adres burada görünene kadar para göndermeyin.',
  'checkout.reconnecting': 'Bağlantı koptu. Yeniden bağlanılıyor… Bilinen son durum gösteriliyor.',
  'checkout.restart': 'Baştan başla',
  'checkout.retry': 'Tekrar dene',
  'checkout.title': 'Ödeme',
  'checkout.testMode': 'Test modu',
  'checkout.openWallet': 'Cüzdanda aç',
  'checkout.receipt.title': 'Makbuz',
  'checkout.receipt.time': 'Ödeme zamanı',
  'checkout.receipt.hash': 'İşlem hash’i',
  'checkout.receipt.reference': 'Referans',
  'checkout.receipt.paymentId': 'Ödeme kimliği',
  'checkout.outcome.settled': 'Ödeme alındı',
  'checkout.outcome.underpaid': 'Kısmen ödendi',
  'checkout.outcome.expired': 'Bu ödemenin süresi doldu',
  'checkout.outcome.failed': 'Bu ödeme başarısız oldu',
  'checkout.closed.expiredBody': 'Bu ödemenin adresine para göndermeyin.',
  'checkout.closed.keptBody': 'Bu adrese daha fazla gönderim yapmayın.',
  'checkout.closed.keptNote': 'Gönderdiğiniz tutar güvende. {merchant} ile iletişime geçin ve şu referansı belirtin:',
  'checkout.back': '{merchant} sitesine dön',
  'checkout.backToShop': 'Mağazaya dön',
  'checkout.merchant': 'satıcı',
  'checkout.receipt.details': 'Ayrıntılar',
  'checkout.receipt.explorer': 'Blok gezgininde görüntüle',
  'checkout.receipt.explorerNamed': '{explorer} üzerinde görüntüle',

  // Amounts.
  'checkout.amount.label': 'Ödenecek tutar',
  'checkout.amount.labelClosed': 'Tutar',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Kalan tutar',
  'checkout.amount.exact': 'Tam tutar',
  'checkout.receivedOf': '{amount} {currency} tutarından {received} alındı',

  // Address and QR code.
  'checkout.address.label': 'Bu adrese yalnızca {network} ağında {currency} gönderin',
  'checkout.address.labelNoNetwork': 'Bu adrese {currency} gönderin',
  'checkout.address.check': 'Kalın yazılmış karakterlerin cüzdanınızdakilerle aynı olduğunu kontrol edin.',
  'checkout.qr.label': 'Alıcı adresinin QR kodu: {address}',
  'checkout.qr.labelUri': '{address} adresine {amount} {currency} ödemek için QR kodu',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Adresi kopyala',
  'copy.amount': 'Tutarı kopyala',
  'copy.copied': 'Kopyalandı',
  'copy.addressCopied': 'Adres kopyalandı',
  'copy.amountCopied': 'Tutar kopyalandı',
  'copy.hash': 'İşlem hash’ini kopyala',
  'copy.hashCopied': 'İşlem hash’i kopyalandı',
  'copy.reference': 'Referansı kopyala',
  'copy.referenceCopied': 'Referans kopyalandı',
  'copy.failed': 'Kopyalanamadı: metni seçip kendiniz kopyalayın',

  // Countdown.
  'countdown.label': 'Kalan süre',
  'countdown.spoken': '{time} kaldı',
  'countdown.expired': 'Süre doldu',

  // Instructions.
  'instructions.pending': 'Ağ ücretleri gönderen tarafından ödenir.',
  'instructions.underpaid': 'Ağ ücretleri gönderen tarafından ödenir.',
  'instructions.timeUp': 'Süre doldu: bu adrese para göndermeyin. Ödeme kapatılır kapatılmaz bu sayfa güncellenir.',
  'instructions.confirming': 'Bu sayfayı kapatabilirsiniz; ödeme kendiliğinden tamamlanır.',
  'instructions.checking': 'Ödemeyi zaten gönderdiyseniz başka bir şey yapmanız gerekmez.',
  'instructions.settled': 'Bu sayfayı kapatabilirsiniz.',
  'instructions.overpaid': 'Bu sayfayı kapatabilirsiniz.',
};
