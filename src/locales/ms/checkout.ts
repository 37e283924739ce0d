import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: gaya tidak dapat digunakan — dengan Content-Security-Policy tanpa \'unsafe-inline\' dalam style-src, muatkan paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (salin node_modules/paykit/dist/styles.css ke sebelah halaman anda).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Memuatkan butiran pembayaran…',
  'checkout.state.pending': 'Menunggu pembayaran',
  'checkout.state.confirming': 'Pembayaran diterima. Menunggu pengesahan rangkaian.',
  'checkout.state.underpaid': 'Sebahagian pembayaran telah diterima. Hantar bakinya ke alamat yang sama sebelum masa tamat.',
  'checkout.state.overpaid':
    'Bayaran anda {extra} {currency} lebih daripada {amount} {currency} yang diminta: {merchant} akan menghubungi anda tentang perbezaannya.',
  'checkout.state.settled': 'Pembayaran selesai. Terima kasih!',
  'checkout.state.error': 'Pembayaran ini tidak dapat dimuatkan.',
  'checkout.state.notFound': 'Pembayaran ini tidak ditemui.',
  'checkout.state.checking': 'Kami sedang menyemak status pembayaran ini. Halaman ini dikemas kini sebaik sahaja statusnya diketahui.',
  'checkout.state.checkingNoAddress': 'Kami sedang menyemak status pembayaran ini. Jangan hantar dana sehingga alamat dipaparkan di sini.',
  'checkout.reconnecting': 'Sambungan terputus. Menyambung semula… Status terakhir yang diketahui dipaparkan.',
  'checkout.restart': 'Mula semula',
  'checkout.retry': 'Cuba lagi',
  'checkout.title': 'Pembayaran',
  'checkout.testMode': 'Mod ujian',
  'checkout.openWallet': 'Buka dalam dompet',
  'checkout.receipt.title': 'Resit',
  'checkout.receipt.time': 'Dibayar pada',
  'checkout.receipt.hash': 'Hash transaksi',
  'checkout.receipt.reference': 'Nombor rujukan',
  'checkout.receipt.paymentId': 'ID pembayaran',
  'checkout.outcome.settled': 'Pembayaran diterima',
  'checkout.outcome.underpaid': 'Dibayar sebahagian',
  'checkout.outcome.expired': 'Pembayaran ini telah tamat tempoh',
  'checkout.outcome.failed': 'Pembayaran ini gagal',
  'checkout.closed.expiredBody': 'Jangan hantar dana ke alamat pembayaran ini.',
  'checkout.closed.keptBody': 'Jangan hantar apa-apa lagi ke alamat ini.',
  'checkout.closed.keptNote': 'Dana yang anda hantar selamat. Hubungi {merchant} dan nyatakan nombor rujukan ini:',
  'checkout.back': 'Kembali ke {merchant}',
  'checkout.backToShop': 'Kembali ke kedai',
  'checkout.merchant': 'peniaga',
  'checkout.receipt.details': 'Butiran',
  'checkout.receipt.explorer': 'Lihat dalam penjelajah blok',
  'checkout.receipt.explorerNamed': 'Lihat dalam {explorer}',

  // Amounts.
  'checkout.amount.label': 'Jumlah yang perlu dibayar',
  'checkout.amount.labelClosed': 'Jumlah',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Baki perlu dibayar',
  'checkout.amount.exact': 'Jumlah tepat',
  'checkout.receivedOf': '{received} daripada {amount} {currency} diterima',

  // Address and QR code.
  'checkout.address.label': 'Hantar hanya {currency} pada rangkaian {network} ke alamat ini',
  'checkout.address.labelNoNetwork': 'Hantar {currency} ke alamat ini',
  'checkout.address.check': 'Pastikan aksara tebal sepadan dengan yang dalam dompet anda.',
  'checkout.qr.label': 'Kod QR alamat penerima {address}',
  'checkout.qr.labelUri': 'Kod QR untuk membayar {amount} {currency} kepada {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Salin alamat',
  'copy.amount': 'Salin jumlah',
  'copy.copied': 'Disalin',
  'copy.addressCopied': 'Alamat disalin',
  'copy.amountCopied': 'Jumlah disalin',
  'copy.hash': 'Salin hash transaksi',
  'copy.hashCopied': 'Hash transaksi disalin',
  'copy.reference': 'Salin nombor rujukan',
  'copy.referenceCopied': 'Nombor rujukan disalin',
  'copy.failed': 'Gagal menyalin: pilih teks dan salin sendiri',

  // Countdown.
  'countdown.label': 'Tamat dalam',
  'countdown.spoken': '{time} lagi',
  'countdown.expired': 'Masa sudah tamat',

  // Instructions.
  'instructions.pending': 'Fi rangkaian ditanggung oleh pengirim.',
  'instructions.underpaid': 'Fi rangkaian ditanggung oleh pengirim.',
  'instructions.timeUp': 'Masa sudah tamat: jangan hantar dana ke alamat ini. Halaman ini dikemas kini sebaik sahaja pembayaran ditutup.',
  'instructions.confirming': 'Anda boleh menutup halaman ini; pembayaran akan selesai dengan sendirinya.',
  'instructions.checking': 'Jika anda sudah menghantar pembayaran, tiada apa-apa lagi yang perlu dilakukan.',
  'instructions.settled': 'Anda boleh menutup halaman ini.',
  'instructions.overpaid': 'Anda boleh menutup halaman ini.',
};
