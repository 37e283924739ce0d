import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '{amount} {currency} を支払う',
  'link.loading': '支払いリンクを読み込んでいます…',
  'link.error': 'この支払いリンクを読み込めませんでした。',
  'link.badUrl': 'paykit: PaymentLinkButton は http(s) ではない checkoutUrl を拒否しました: {url}',
  'link.unavailable.paid': 'この支払いリンクはすでに支払い済みです。',
  'link.unavailable.expired': 'この支払いリンクは期限切れです。',
  'link.unavailable.deactivated': 'この支払いリンクは現在ご利用いただけません。',
  'link.newTab': '（新しいタブで開きます）',
  'link.dialogTitle': 'お支払い手続き',
  'link.close': 'お支払い手続きを閉じる',
  'link.frameTitle': '{amount} {currency} のお支払い手続き',
};
