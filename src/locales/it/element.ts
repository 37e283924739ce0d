import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Impossibile connettersi. Controlla la connessione e riprova.',
  'element.error.server': 'Il server non risponde. Riprova tra poco.',
  'element.error.invalid': 'Questa pagina non è configurata correttamente.',
  'element.error.contact': 'Contatta l’esercente.',
};
