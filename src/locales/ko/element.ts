import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': '연결할 수 없어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  'element.error.server': '서버가 응답하지 않아요. 잠시 후 다시 시도해 주세요.',
  'element.error.invalid': '이 페이지가 올바르게 설정되지 않았어요.',
  'element.error.contact': '상점에 문의해 주세요.',
};
