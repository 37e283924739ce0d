import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'تعذّر الاتصال بالخادم. تحقّق من اتصالك، ثم أعد المحاولة.',
  'element.error.server': 'الخادم لا يستجيب. يُرجى إعادة المحاولة بعد قليل.',
  'element.error.invalid': 'هذه الصفحة غير مُعدّة بشكل صحيح.',
  'element.error.contact': 'يُرجى التواصل مع التاجر.',
};
