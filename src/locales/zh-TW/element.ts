import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': '無法連線。請檢查網路連線後再試一次。',
  'element.error.server': '伺服器沒有回應，請稍後再試。',
  'element.error.invalid': '本頁設定不正確。',
  'element.error.contact': '請聯絡商家。',
};
