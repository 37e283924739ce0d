import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Conectarea nu a reușit. Verificați conexiunea și încercați din nou.',
  'element.error.server': 'Serverul nu răspunde. Încercați din nou peste câteva momente.',
  'element.error.invalid': 'Această pagină nu este configurată corect.',
  'element.error.contact': 'Vă rugăm să contactați comerciantul.',
};
