import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '{amount} {currency} 결제하기',
  'link.loading': '결제 링크를 불러오는 중…',
  'link.error': '이 결제 링크를 불러올 수 없어요.',
  'link.badUrl': 'paykit: PaymentLinkButton이 http(s)가 아닌 checkoutUrl을 거부했어요: {url}',
  'link.unavailable.paid': '이미 결제가 끝난 결제 링크예요.',
  'link.unavailable.expired': '만료된 결제 링크예요.',
  'link.unavailable.deactivated': '더 이상 사용할 수 없는 결제 링크예요.',
  'link.newTab': '(새 탭에서 열림)',
  'link.dialogTitle': '결제하기',
  'link.close': '결제 창 닫기',
  'link.frameTitle': '{amount} {currency} 결제',
};
