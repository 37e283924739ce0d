import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Не удалось подключиться. Проверьте интернет-соединение и повторите попытку.',
  'element.error.server': 'Сервер не отвечает. Повторите попытку чуть позже.',
  'element.error.invalid': 'Эта страница настроена неправильно.',
  'element.error.contact': 'Обратитесь к продавцу.',
};
