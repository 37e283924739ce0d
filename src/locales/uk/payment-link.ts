import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Сплатити {amount} {currency}',
  'link.loading': 'Завантажуємо посилання на оплату…',
  'link.error': 'Не вдалося завантажити посилання на оплату.',
  'link.badUrl': 'paykit: PaymentLinkButton відхилив checkoutUrl, який не є http(s): {url}',
  'link.unavailable.paid': 'За цим посиланням уже сплачено.',
  'link.unavailable.expired': 'Термін дії цього посилання на оплату минув.',
  'link.unavailable.deactivated': 'Це посилання на оплату більше недоступне.',
  'link.newTab': '(відкриється в новій вкладці)',
  'link.dialogTitle': 'Оплата',
  'link.close': 'Закрити вікно оплати',
  'link.frameTitle': 'Оплата {amount} {currency}',
};
