import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Keine Verbindung zum Server. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'element.error.server': 'Der Server antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  'element.error.invalid': 'Diese Seite ist nicht richtig eingerichtet.',
  'element.error.contact': 'Bitte wenden Sie sich an den Händler.',
};
