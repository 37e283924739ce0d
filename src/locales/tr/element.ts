import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Bağlanılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  'element.error.server': 'Sunucu yanıt vermiyor. Birazdan tekrar deneyin.',
  'element.error.invalid': 'Bu sayfa doğru şekilde ayarlanmamış.',
  'element.error.contact': 'Lütfen satıcıyla iletişime geçin.',
};
