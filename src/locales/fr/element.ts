import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Impossible de se connecter au serveur. Vérifiez votre connexion, puis réessayez.',
  'element.error.server': 'Le serveur ne répond pas. Veuillez réessayer dans un instant.',
  'element.error.invalid': 'Cette page n’est pas configurée correctement.',
  'element.error.contact': 'Veuillez contacter le marchand.',
};
