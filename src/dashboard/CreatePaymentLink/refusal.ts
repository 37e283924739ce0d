import { PaykitApiError } from '../../shared/errors';
import type { LinksTranslate } from '../PaymentLinkList/useLinksT';
import { LINK_FIELDS } from './validation';

/** Why the proxy did not create the link: at a field, or for the whole form. */
export type LinkRefusal = { field: (typeof LINK_FIELDS)[number]; message: string } | { field: null; message: string };

/** The proxy's (or the connection's) refusal in words the merchant can act on. */
export function describeRefusal(error: unknown, t: LinksTranslate): LinkRefusal {
  if (!(error instanceof PaykitApiError)) return { field: null, message: t('create.refused.network') };
  const { status, param, message } = error;
  if (status === 401) return { field: null, message: t('create.refused.session') };
  if (status === 403) return { field: null, message: t('create.refused.forbidden') };
  if (status === 429) return { field: null, message: t('create.refused.rate') };
  if (status === 400 || status === 422) {
    const field = LINK_FIELDS.find((name) => name === param);
    // The service's sentence starts with the field's name ("amount must …"); at the field it is said once.
    const text = field && message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
    return field ? { field, message: text.charAt(0).toUpperCase() + text.slice(1) } : { field: null, message: t('create.refused.invalid', { message }) };
  }
  return { field: null, message: t('create.refused.server') };
}
