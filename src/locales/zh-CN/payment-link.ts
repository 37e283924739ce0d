import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '支付{amount} {currency}',
  'link.loading': '正在加载付款链接…',
  'link.error': '无法加载此付款链接。',
  'link.badUrl': 'paykit: PaymentLinkButton拒绝了非http(s)的checkoutUrl：{url}',
  'link.unavailable.paid': '此付款链接已完成支付。',
  'link.unavailable.expired': '此付款链接已过期。',
  'link.unavailable.deactivated': '此付款链接已不可用。',
  'link.newTab': '（在新标签页中打开）',
  'link.dialogTitle': '收银台',
  'link.close': '关闭付款窗口',
  'link.frameTitle': '支付{amount} {currency}的收银台',
};
