import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'پرداخت {amount} {currency}',
  'link.loading': 'در حال بارگذاری لینک پرداخت…',
  'link.error': 'این لینک پرداخت بارگذاری نشد.',
  'link.badUrl': 'paykit: PaymentLinkButton یک checkoutUrl غیر http(s) را نپذیرفت: {url}',
  'link.unavailable.paid': 'این لینک پرداخت قبلاً پرداخت شده است.',
  'link.unavailable.expired': 'این لینک پرداخت منقضی شده است.',
  'link.unavailable.deactivated': 'این لینک پرداخت دیگر در دسترس نیست.',
  'link.newTab': '(در برگه جدید باز می‌شود)',
  'link.dialogTitle': 'پرداخت',
  'link.close': 'بستن پرداخت',
  'link.frameTitle': 'پرداخت {amount} {currency}',
};
