import { PaykitApiError } from '../../shared/errors';
import type { LinksTranslate } from '../PaymentLinkList/useLinksT';
import { LINK_FIELDS } from './validation';

/** Why the proxy did not create the link: at a field, or for the whole form. */
export type LinkRefusal = { field: (typeof LINK_FIELDS)[number]; message: string } | { field: null; message: string };

/**
 * The service's codes for a refusal of one field (docs/service-contract.md#errors), each said in
 * the catalogue's words: the service's own message is written for developers, in English.
 */
const AT_FIELD = {
  invalid_request: 'create.refused.field.invalid',
  unprocessable_entity: 'create.refused.field.rule',
} as const;

/** The proxy's (or the connection's) refusal in words the merchant can act on. */
export function describeRefusal(error: unknown, t: LinksTranslate): LinkRefusal {
  if (!(error instanceof PaykitApiError)) return { field: null, message: t('create.refused.network') };
  const { status, param, message, code } = error;
  if (status === 401) return { field: null, message: t('create.refused.session') };
  if (status === 403) return { field: null, message: t('create.refused.forbidden') };
  if (status === 429) return { field: null, message: t('create.refused.rate') };
  if (status === 400 || status === 422) {
    const field = LINK_FIELDS.find((name) => name === param);
    if (!field) return { field: null, message: t('create.refused.invalid', { message }) };
    if (Object.hasOwn(AT_FIELD, code)) return { field, message: t(AT_FIELD[code as keyof typeof AT_FIELD]) };
    // A code the kit does not know (a service newer than the kit): its own sentence is all there is
    // to say. It starts with the field's name ("amount must …"); at the field it is said once.
    const text = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
    return { field, message: text.charAt(0).toUpperCase() + text.slice(1) };
  }
  return { field: null, message: t('create.refused.server') };
}
