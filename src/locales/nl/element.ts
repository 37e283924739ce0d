import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Geen verbinding. Controleer je verbinding en probeer het opnieuw.',
  'element.error.server': 'De server reageert niet. Probeer het zo opnieuw.',
  'element.error.invalid': 'Deze pagina is niet goed ingesteld.',
  'element.error.contact': 'Neem contact op met de verkoper.',
};
