import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Bayar {amount} {currency}',
  'link.loading': 'Memuat tautan pembayaran…',
  'link.error': 'Tautan pembayaran ini tidak dapat dimuat.',
  'link.badUrl': 'paykit: PaymentLinkButton menolak checkoutUrl yang bukan http(s): {url}',
  'link.unavailable.paid': 'Tautan pembayaran ini sudah dibayar.',
  'link.unavailable.expired': 'Tautan pembayaran ini sudah kedaluwarsa.',
  'link.unavailable.deactivated': 'Tautan pembayaran ini tidak tersedia lagi.',
  'link.newTab': '(terbuka di tab baru)',
  'link.dialogTitle': 'Pembayaran',
  'link.close': 'Tutup pembayaran',
  'link.frameTitle': 'Pembayaran sebesar {amount} {currency}',
};
