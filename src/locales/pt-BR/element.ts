import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Não foi possível conectar. Verifique sua conexão e tente novamente.',
  'element.error.server': 'O servidor não está respondendo. Tente novamente em instantes.',
  'element.error.invalid': 'Esta página não está configurada corretamente.',
  'element.error.contact': 'Entre em contato com o lojista.',
};
