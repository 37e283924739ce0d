import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '支付 {amount} {currency}',
  'link.loading': '正在載入付款連結…',
  'link.error': '無法載入這個付款連結。',
  'link.badUrl': 'paykit：PaymentLinkButton 拒絕了非 http(s) 的 checkoutUrl：{url}',
  'link.unavailable.paid': '這個付款連結已完成付款。',
  'link.unavailable.expired': '這個付款連結已過期。',
  'link.unavailable.deactivated': '這個付款連結已無法使用。',
  'link.newTab': '（在新分頁開啟）',
  'link.dialogTitle': '結帳',
  'link.close': '關閉結帳視窗',
  'link.frameTitle': '結帳金額 {amount} {currency}',
};
