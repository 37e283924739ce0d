/**
 * The fields createPaymentLinkRequest (./payments) refuses, without the schema library: the
 * create-link form needs only where the errors are (it words them from the typed values), and
 * zod would be most of the dashboard's bytes (docs/elements.md#size). The proxy and the sandbox
 * still apply the schema; payment-link-checks.test.ts holds this to it, over generated bodies.
 */
import { decimalFromJsonNumber, fitsCurrencyScale, integerDigits, isDecimalString, isPositive, MAX_AMOUNT_INTEGER_DIGITS } from '../money';
import { PAYMENT_ASSETS, PAYMENT_LINK_DESCRIPTION_MAX } from './payment-vocabulary';

/** The amount as amountInput (./money-fields) reads it, trimmed or written out from a number; undefined when it refuses it. */
function amountOf(value: unknown): string | undefined {
  const text = typeof value === 'number' ? decimalFromJsonNumber(value) : typeof value === 'string' ? value.trim() : undefined;
  return text !== undefined && isDecimalString(text) && isPositive(text) && integerDigits(text) <= MAX_AMOUNT_INTEGER_DIGITS ? text : undefined;
}

const isDescription = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim().length > 0 && value.length <= PAYMENT_LINK_DESCRIPTION_MAX);

/**
 * The body's fields the schema refuses, in its order ('' for a body that is not an object). The
 * amount's fit to its currency's decimals is judged once the amount and the currency are read
 * and the description is text, as the schema's object-level rule is: zod runs it after a
 * field's own rule fails (an empty description), not after a wrong type or value.
 */
export function paymentLinkPaths(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [''];
  const fields = body as Record<string, unknown>;
  const amount = amountOf(fields.amount);
  const paths: string[] = [];
  if (amount === undefined) paths.push('amount');
  if (!(PAYMENT_ASSETS as readonly unknown[]).includes(fields.currency)) paths.push('currency');
  if (!isDescription(fields.description)) paths.push('description');
  const currency = fields.currency as string;
  const readable = amount !== undefined && !paths.includes('currency') && (fields.description === undefined || typeof fields.description === 'string');
  if (readable && !fitsCurrencyScale(amount, currency)) paths.push('amount');
  return paths;
}
