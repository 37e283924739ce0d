import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Pagar {amount} {currency}',
  'link.loading': 'Carregando o link de pagamento…',
  'link.error': 'Não foi possível carregar este link de pagamento.',
  'link.badUrl': 'paykit: o PaymentLinkButton recusou uma checkoutUrl que não é http(s): {url}',
  'link.unavailable.paid': 'Este link de pagamento já foi pago.',
  'link.unavailable.expired': 'Este link de pagamento expirou.',
  'link.unavailable.deactivated': 'Este link de pagamento não está mais disponível.',
  'link.newTab': '(abre em uma nova aba)',
  'link.dialogTitle': 'Pagamento',
  'link.close': 'Fechar o pagamento',
  'link.frameTitle': 'Pagamento de {amount} {currency}',
};
