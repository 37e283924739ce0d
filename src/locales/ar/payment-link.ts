import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'ادفع {amount} {currency}',
  'link.loading': 'جارٍ تحميل رابط الدفع…',
  'link.error': 'تعذّر تحميل رابط الدفع هذا.',
  'link.badUrl': 'paykit: رفض PaymentLinkButton قيمة checkoutUrl ليست http(s): {url}',
  'link.unavailable.paid': 'تم الدفع عبر رابط الدفع هذا من قبل.',
  'link.unavailable.expired': 'انتهت صلاحية رابط الدفع هذا.',
  'link.unavailable.deactivated': 'رابط الدفع هذا لم يعد متاحًا.',
  'link.newTab': '(يُفتح في علامة تبويب جديدة)',
  'link.dialogTitle': 'إتمام الدفع',
  'link.close': 'إغلاق نافذة الدفع',
  'link.frameTitle': 'إتمام دفع {amount} {currency}',
};
