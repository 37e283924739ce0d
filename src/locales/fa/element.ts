import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'اتصال برقرار نشد. اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  'element.error.server': 'سرور پاسخ نمی‌دهد. چند لحظه دیگر دوباره تلاش کنید.',
  'element.error.invalid': 'این صفحه درست راه‌اندازی نشده است.',
  'element.error.contact': 'لطفاً با فروشنده تماس بگیرید.',
};
