import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Không kết nối được. Hãy kiểm tra kết nối rồi thử lại.',
  'element.error.server': 'Máy chủ không phản hồi. Vui lòng thử lại sau giây lát.',
  'element.error.invalid': 'Trang này chưa được thiết lập đúng.',
  'element.error.contact': 'Vui lòng liên hệ người bán.',
};
