/**
 * Whether the form may be sent is the shared schema's call (createPaymentLinkRequest, the one the
 * proxy and the sandbox apply), asked through its hand-written mirror (paymentLinkPaths: no zod on
 * the page); what to say about a wrong field is decided here, in the reader's words.
 */
import type { CreatePaymentLinkRequest } from 'paykit/schemas';
import { formatAmount } from '../../shared/format-amount';
import { currencyScale, MAX_AMOUNT_INTEGER_DIGITS } from '../../shared/money';
import { AMOUNT_LIMIT, amountExamples, checkAmountInput, parseAmount } from '../../shared/parse-amount';
import { paymentLinkPaths } from '../../shared/schemas/payment-link-checks';
import { PAYMENT_LINK_DESCRIPTION_MAX } from '../../shared/schemas/payment-vocabulary';
import type { LinksTranslate } from '../PaymentLinkList/useLinksT';

/** The form's answers, as typed. */
export interface LinkFormValues {
  amount: string;
  currency: string;
  description: string;
}

/** The fields in the order they are asked (and listed in the error summary). */
export const LINK_FIELDS = ['amount', 'currency', 'description'] as const;

/** The request body from the answers: the amount read in the locale's notation ("1,000" → "1000" in en), no description when none was written. */
export function linkBody(values: LinkFormValues, locale: string): CreatePaymentLinkRequest {
  const description = values.description.trim();
  const read = parseAmount(values.amount, locale);
  return {
    amount: 'amount' in read ? read.amount : values.amount.trim(),
    currency: values.currency as CreatePaymentLinkRequest['currency'],
    ...(description ? { description: values.description } : {}),
  };
}

/** What is wrong with the amount typed, in the reader's words; undefined when nothing is. */
function amountMessage(values: LinkFormValues, t: LinksTranslate, locale: string): string | undefined {
  const check = checkAmountInput(values.amount, locale, values.currency);
  if ('amount' in check) return undefined;
  switch (check.problem) {
    case 'empty':
      return t('create.error.amount.required');
    case 'notation':
      return t('create.error.amount.format', amountExamples(locale));
    case 'too-large':
      return t('create.error.amount.tooLarge', { limit: formatAmount(AMOUNT_LIMIT, locale), currency: values.currency, digits: MAX_AMOUNT_INTEGER_DIGITS });
    case 'not-positive':
      return t('create.error.amount.positive');
    case 'scale':
      return t('create.error.amount.scale', { digits: currencyScale(values.currency), currency: values.currency });
  }
}

/** Every wrong field's message, by field; the amount read in `locale`'s notation. */
export function validateLink(values: LinkFormValues, t: LinksTranslate, locale: string): Record<string, string> {
  const amount = amountMessage(values, t, locale);
  const errors: Record<string, string> = amount ? { amount } : {};
  for (const field of paymentLinkPaths(linkBody(values, locale))) {
    if (errors[field]) continue;
    if (field === 'amount') errors.amount = t('create.error.amount.format', amountExamples(locale));
    else if (field === 'currency') errors.currency = t('create.error.currency');
    else if (field === 'description') errors.description = t('create.error.description', { max: PAYMENT_LINK_DESCRIPTION_MAX });
  }
  return errors;
}
