/**
 * Reads a created link and a page of links without the schema library (paymentLink and
 * paymentLinkPage in shared/schemas/payments.ts; dashboard-read.test.ts holds them to those).
 */
import type { PaymentLink } from 'paykit/schemas';
import type { PaymentLinkSummary } from 'paykit/schemas';
import { PAYMENT_LINK_STATUSES } from '../shared/schemas/payment-vocabulary';
import { decimal, object, oneOf, optional, page, reading, text } from './answer-readers';

const summary = {
  id: text,
  url: text,
  amount: decimal,
  currency: text,
  status: oneOf(PAYMENT_LINK_STATUSES),
  created_at: text,
};

/** A created link in `value`: description only when one was given, paid_at once paid. */
export const readPaymentLink = reading(object<PaymentLink>({ ...summary, description: optional(text), paid_at: optional(text) }));

/** A page of links in `value`, or the path of the first wrong field. */
export const readPaymentLinkPage = reading(page(object<PaymentLinkSummary>(summary)));
