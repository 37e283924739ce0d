import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'תשלום {amount} {currency}',
  'link.loading': 'קישור התשלום נטען…',
  'link.error': 'לא ניתן היה לטעון את קישור התשלום.',
  'link.badUrl': 'paykit: PaymentLinkButton דחה checkoutUrl שאינו http(s): {url}',
  'link.unavailable.paid': 'קישור התשלום הזה כבר שולם.',
  'link.unavailable.expired': 'תוקף קישור התשלום הזה פג.',
  'link.unavailable.deactivated': 'קישור התשלום הזה כבר אינו זמין.',
  'link.newTab': '(נפתח בכרטיסייה חדשה)',
  'link.dialogTitle': 'תשלום',
  'link.close': 'סגירת התשלום',
  'link.frameTitle': 'תשלום על סך {amount} {currency}',
};
