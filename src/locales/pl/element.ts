import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Nie udało się połączyć. Sprawdź połączenie z internetem i spróbuj ponownie.',
  'element.error.server': 'Serwer nie odpowiada. Spróbuj ponownie za chwilę.',
  'element.error.invalid': 'Ta strona nie jest poprawnie skonfigurowana.',
  'element.error.contact': 'Skontaktuj się ze sprzedawcą.',
};
