import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Оплатить {amount} {currency}',
  'link.loading': 'Загружаем ссылку на оплату…',
  'link.error': 'Не удалось загрузить ссылку на оплату.',
  'link.badUrl': 'paykit: PaymentLinkButton отклонил checkoutUrl, который не является http(s): {url}',
  'link.unavailable.paid': 'По этой ссылке уже заплатили.',
  'link.unavailable.expired': 'Срок действия этой ссылки на оплату истёк.',
  'link.unavailable.deactivated': 'Эта ссылка на оплату больше недоступна.',
  'link.newTab': '(откроется в новой вкладке)',
  'link.dialogTitle': 'Оплата',
  'link.close': 'Закрыть окно оплаты',
  'link.frameTitle': 'Оплата {amount} {currency}',
};
