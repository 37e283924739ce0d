import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Не вдалося підключитися. Перевірте з’єднання й повторіть спробу.',
  'element.error.server': 'Сервер не відповідає. Повторіть спробу трохи згодом.',
  'element.error.invalid': 'Цю сторінку налаштовано неправильно.',
  'element.error.contact': 'Зверніться до продавця.',
};
