/**
 * Whether the form may be sent is the shared schema's call (createPaymentLinkRequest, the one the
 * proxy and the sandbox apply); what to say about a wrong field is decided here, in the reader's words.
 */
import { currencyScale, integerDigits, isDecimalString, isPositive, MAX_AMOUNT_INTEGER_DIGITS, fitsCurrencyScale } from '../../shared/money';
import { createPaymentLinkRequest, PAYMENT_LINK_DESCRIPTION_MAX, type CreatePaymentLinkRequest } from '../../shared/schemas/payments';
import { issuePath } from '../../shared/schemas/issues';
import type { LinksTranslate } from '../PaymentLinkList/useLinksT';

/** The form's answers, as typed. */
export interface LinkFormValues {
  amount: string;
  currency: string;
  description: string;
}

/** The fields in the order they are asked (and listed in the error summary). */
export const LINK_FIELDS = ['amount', 'currency', 'description'] as const;

/** The request body from the answers: trimmed amount, no description when none was written. */
export function linkBody(values: LinkFormValues): CreatePaymentLinkRequest {
  const description = values.description.trim();
  return {
    amount: values.amount.trim(),
    currency: values.currency as CreatePaymentLinkRequest['currency'],
    ...(description ? { description: values.description } : {}),
  };
}

function amountMessage(values: LinkFormValues, t: LinksTranslate): string {
  const amount = values.amount.trim();
  if (amount === '') return t('create.error.amount.required');
  if (!isDecimalString(amount) || integerDigits(amount) > MAX_AMOUNT_INTEGER_DIGITS) return t('create.error.amount.format');
  if (!isPositive(amount)) return t('create.error.amount.positive');
  if (values.currency && !fitsCurrencyScale(amount, values.currency)) {
    return t('create.error.amount.scale', { digits: currencyScale(values.currency), currency: values.currency });
  }
  return t('create.error.amount.format');
}

/** Every wrong field's message, by field. */
export function validateLink(values: LinkFormValues, t: LinksTranslate): Record<string, string> {
  const result = createPaymentLinkRequest.safeParse(linkBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issuePath(issue);
    if (errors[field]) continue;
    if (field === 'amount') errors.amount = amountMessage(values, t);
    else if (field === 'currency') errors.currency = t('create.error.currency');
    else if (field === 'description') errors.description = t('create.error.description', { max: PAYMENT_LINK_DESCRIPTION_MAX });
  }
  return errors;
}
