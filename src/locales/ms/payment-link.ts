import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Bayar {amount} {currency}',
  'link.loading': 'Memuatkan pautan pembayaran…',
  'link.error': 'Pautan pembayaran ini tidak dapat dimuatkan.',
  'link.badUrl': 'paykit: PaymentLinkButton menolak checkoutUrl yang bukan http(s): {url}',
  'link.unavailable.paid': 'Pautan pembayaran ini sudah dibayar.',
  'link.unavailable.expired': 'Pautan pembayaran ini telah tamat tempoh.',
  'link.unavailable.deactivated': 'Pautan pembayaran ini tidak lagi tersedia.',
  'link.newTab': '(dibuka dalam tab baharu)',
  'link.dialogTitle': 'Pembayaran',
  'link.close': 'Tutup pembayaran',
  'link.frameTitle': 'Pembayaran sebanyak {amount} {currency}',
};
