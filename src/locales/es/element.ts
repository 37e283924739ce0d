import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'No se pudo conectar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
  'element.error.server': 'El servidor no responde. Vuelva a intentarlo en unos instantes.',
  'element.error.invalid': 'Esta página no está bien configurada.',
  'element.error.contact': 'Póngase en contacto con el comercio.',
};
