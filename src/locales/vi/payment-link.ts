import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Thanh toán {amount} {currency}',
  'link.loading': 'Đang tải liên kết thanh toán…',
  'link.error': 'Không tải được liên kết thanh toán này.',
  'link.badUrl': 'paykit: PaymentLinkButton đã từ chối một checkoutUrl không phải http(s): {url}',
  'link.unavailable.paid': 'Liên kết thanh toán này đã được thanh toán.',
  'link.unavailable.expired': 'Liên kết thanh toán này đã hết hạn.',
  'link.unavailable.deactivated': 'Liên kết thanh toán này không còn khả dụng.',
  'link.newTab': '(mở trong thẻ mới)',
  'link.dialogTitle': 'Thanh toán',
  'link.close': 'Đóng trang thanh toán',
  'link.frameTitle': 'Thanh toán {amount} {currency}',
};
