import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Det gick inte att ansluta. Kontrollera din anslutning och försök igen.',
  'element.error.server': 'Servern svarar inte. Försök igen om en stund.',
  'element.error.invalid': 'Den här sidan är inte rätt konfigurerad.',
  'element.error.contact': 'Kontakta handlaren.',
};
