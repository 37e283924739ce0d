import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '{amount} {currency} öde',
  'link.loading': 'Ödeme linki yükleniyor…',
  'link.error': 'Bu ödeme linki yüklenemedi.',
  'link.badUrl': 'paykit: PaymentLinkButton, http(s) olmayan bir checkoutUrl değerini reddetti: {url}',
  'link.unavailable.paid': 'Bu ödeme linki zaten ödendi.',
  'link.unavailable.expired': 'Bu ödeme linkinin süresi doldu.',
  'link.unavailable.deactivated': 'Bu ödeme linki artık kullanılamıyor.',
  'link.newTab': '(yeni sekmede açılır)',
  'link.dialogTitle': 'Ödeme',
  'link.close': 'Ödeme penceresini kapat',
  'link.frameTitle': '{amount} {currency} tutarında ödeme',
};
