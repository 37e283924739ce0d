import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': '无法连接到服务器。请检查您的网络连接，然后重试。',
  'element.error.server': '服务器没有响应，请稍后重试。',
  'element.error.invalid': '此页面设置有误。',
  'element.error.contact': '请联系商家。',
};
