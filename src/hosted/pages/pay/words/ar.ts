/** The hosted checkout page's own words in Arabic: a chunk of its own, loaded only for payers who read it. */
import type { PayWords } from '../page-words';

export const ar: PayWords = {
  messages: {
    loading: 'جارٍ تحميل صفحة الدفع…',
    notFoundTitle: 'تعذّر العثور على رابط الدفع',
    notFoundBody: 'تحقّق من الرابط الذي حصلت عليه، أو اطلب رابطًا جديدًا من المتجر.',
    paidTitle: 'تم الدفع عبر هذا الرابط من قبل',
    paidBody: 'لا يوجد أي مبلغ مستحق. إذا كنت تتوقع أن تدفع، فاطلب رابطًا جديدًا من المتجر.',
    closedTitle: 'رابط الدفع هذا لم يعد متاحًا',
    closedBody: 'حالة الرابط: {status}. اطلب رابطًا جديدًا من المتجر.',
    openElsewhereTitle: 'هذه الدفعة مفتوحة بالفعل في مكان آخر',
    openElsewhereBody: 'أكملها في النافذة أو على الجهاز الذي بدأتها عليه، أو أعد المحاولة بعد انتهاء صلاحيتها.',
    errorTitle: 'تعذّر علينا فتح صفحة الدفع هذه',
    errorBody: 'حدث خطأ من جهتنا. أعد المحاولة بعد قليل.',
    tryAgain: 'إعادة المحاولة',
    backToShop: 'العودة إلى المتجر',
    payTitle: 'ادفع {amount} {currency}',
    documentTitle: 'الدفع إلى {merchant}',
    checkoutTitle: 'الدفع',
    testModeTitle: 'وضع الاختبار · {title}',
    testMode: 'وضع الاختبار',
    testModeNote: 'مدفوعات محاكاة: لا تنتقل أموال حقيقية.',
    orderSummary: 'ملخص الطلب',
    amount: 'المبلغ',
    poweredBy: 'المدفوعات عبر paykit',
    totalDue: 'المبلغ المستحق',
    total: 'الإجمالي',
    paidHeading: 'مدفوع',
    notFoundNote: 'قد تنتهي صلاحية الروابط أو يوقفها المتجر.',
  },
  statuses: { active: 'نشط', paid: 'مدفوع', expired: 'منتهي الصلاحية', deactivated: 'معطّل', closed: 'مغلق' },
};
