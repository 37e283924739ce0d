import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: gaya tidak dapat diterapkan — dengan Content-Security-Policy tanpa \'unsafe-inline\' di style-src, muat paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (salin node_modules/paykit/dist/styles.css ke samping halaman Anda).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Memuat detail pembayaran…',
  'checkout.state.pending': 'Menunggu pembayaran',
  'checkout.state.confirming': 'Pembayaran diterima. Menunggu konfirmasi jaringan.',
  'checkout.state.underpaid': 'Sebagian pembayaran sudah masuk. Kirim sisanya ke alamat yang sama sebelum waktu habis.',
  'checkout.state.overpaid':
    'Pembayaran Anda {extra} {currency} lebih banyak dari {amount} {currency} yang diminta: {merchant} akan menghubungi Anda mengenai selisihnya.',
  'checkout.state.settled': 'Pembayaran selesai. Terima kasih!',
  'checkout.state.error': 'Pembayaran ini tidak dapat dimuat.',
  'checkout.state.notFound': 'Pembayaran ini tidak ditemukan.',
  'checkout.state.checking': 'Kami sedang memeriksa status pembayaran ini. Halaman ini akan diperbarui begitu statusnya diketahui.',
  'checkout.state.checkingNoAddress': 'Kami sedang memeriksa status pembayaran ini. Jangan kirim dana sebelum alamatnya muncul di sini.',
  'checkout.reconnecting': 'Koneksi terputus. Menyambungkan kembali… Status terakhir yang diketahui ditampilkan.',
  'checkout.restart': 'Mulai lagi',
  'checkout.retry': 'Coba lagi',
  'checkout.title': 'Pembayaran',
  'checkout.testMode': 'Mode uji',
  'checkout.openWallet': 'Buka di dompet',
  'checkout.receipt.title': 'Bukti pembayaran',
  'checkout.receipt.time': 'Dibayar pada',
  'checkout.receipt.hash': 'Hash transaksi',
  'checkout.receipt.reference': 'Nomor referensi',
  'checkout.receipt.paymentId': 'ID pembayaran',
  'checkout.outcome.settled': 'Pembayaran diterima',
  'checkout.outcome.underpaid': 'Dibayar sebagian',
  'checkout.outcome.expired': 'Pembayaran ini sudah kedaluwarsa',
  'checkout.outcome.failed': 'Pembayaran ini gagal',
  'checkout.closed.expiredBody': 'Jangan kirim dana ke alamat pembayaran ini.',
  'checkout.closed.keptBody': 'Jangan kirim dana lagi ke alamat ini.',
  'checkout.closed.keptNote': 'Dana yang Anda kirim aman. Hubungi {merchant} dan sebutkan nomor referensi ini:',
  'checkout.back': 'Kembali ke {merchant}',
  'checkout.backToShop': 'Kembali ke toko',
  'checkout.merchant': 'penjual',
  'checkout.receipt.details': 'Detail',
  'checkout.receipt.explorer': 'Lihat di explorer',
  'checkout.receipt.explorerNamed': 'Lihat di {explorer}',

  // Amounts.
  'checkout.amount.label': 'Jumlah yang harus dibayar',
  'checkout.amount.labelClosed': 'Jumlah',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Sisa tagihan',
  'checkout.amount.exact': 'Jumlah yang tepat',
  'checkout.receivedOf': '{received} dari {amount} {currency} diterima',

  // Address and QR code.
  'checkout.address.label': 'Kirim hanya {currency} di jaringan {network} ke alamat ini',
  'checkout.address.labelNoNetwork': 'Kirim {currency} ke alamat ini',
  'checkout.address.check': 'Pastikan karakter yang dicetak tebal sama dengan yang ada di dompet Anda.',
  'checkout.qr.label': 'Kode QR alamat penerima {address}',
  'checkout.qr.labelUri': 'Kode QR untuk membayar {amount} {currency} ke {address}',
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
  'copy.reference': 'Salin nomor referensi',
  'copy.referenceCopied': 'Nomor referensi disalin',
  'copy.failed': 'Gagal menyalin: pilih teksnya dan salin sendiri',

  // Countdown.
  'countdown.label': 'Berakhir dalam',
  'countdown.spoken': 'Sisa {time}',
  'countdown.expired': 'Waktu habis',

  // Instructions.
  'instructions.pending': 'Biaya jaringan ditanggung pengirim.',
  'instructions.underpaid': 'Biaya jaringan ditanggung pengirim.',
  'instructions.timeUp': 'Waktu habis: jangan kirim dana ke alamat ini. Halaman ini akan diperbarui begitu pembayaran ditutup.',
  'instructions.confirming': 'Anda dapat menutup halaman ini; pembayaran akan selesai dengan sendirinya.',
  'instructions.checking': 'Jika Anda sudah mengirim pembayaran, tidak ada lagi yang perlu dilakukan.',
  'instructions.settled': 'Anda dapat menutup halaman ini.',
  'instructions.overpaid': 'Anda dapat menutup halaman ini.',
};
