/**
 * The money fields of requests and resources: decimal strings, amounts a caller sends, currency
 * codes. A module apart from the form fields, so an onboarding page (which validates names,
 * dates and addresses) never carries the amount parser and the zod parts only it needs (union,
 * pipe, transform): a zod schema is a call a bundler must keep once its module is in.
 */
import * as z from 'zod/mini';
import { decimalFromJsonNumber, integerDigits, isDecimalString, isPositive, MAX_AMOUNT_INTEGER_DIGITS } from '../money';

const NOT_A_DECIMAL = 'must be a decimal string such as "10.00"';
const INEXACT_NUMBER = 'has more digits than a JSON number carries exactly: send it as a decimal string';

/** A decimal string on output. */
export const decimalString = z.string().check(z.refine((v) => isDecimalString(v, { allowNegative: true }), NOT_A_DECIMAL));

/**
 * An amount a caller sends: a positive decimal string of at most 15 digits before the point
 * (MAX_AMOUNT_INTEGER_DIGITS), returned trimmed. A JSON number is
 * accepted too (a documented choice) but only when it converts exactly: with more than 15
 * significant digits it may already differ from what was sent (12345678901234567 arrives as
 * 12345678901234568) and is refused; an exponent form (1e-7) is written out ("0.0000001").
 */
export const amountInput = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, ctx) => {
    const text = typeof value === 'number' ? decimalFromJsonNumber(value) : value.trim();
    if (text === undefined) {
      ctx.issues.push({ code: 'custom', input: value, message: INEXACT_NUMBER });
      return z.NEVER;
    }
    if (!isDecimalString(text)) {
      ctx.issues.push({ code: 'custom', input: value, message: NOT_A_DECIMAL });
      return z.NEVER;
    }
    if (!isPositive(text)) {
      ctx.issues.push({ code: 'custom', input: value, message: 'must be greater than zero' });
      return z.NEVER;
    }
    if (integerDigits(text) > MAX_AMOUNT_INTEGER_DIGITS) {
      ctx.issues.push({ code: 'custom', input: value, message: `must have at most ${MAX_AMOUNT_INTEGER_DIGITS} digits before the decimal point` });
      return z.NEVER;
    }
    return text;
  }),
);

/** Digital asset or fiat code: upper-case letters and digits, 2–10 long (USDT, BTC, AUD). */
export const currencyCode = z.string().check(z.regex(/^[A-Z][A-Z0-9]{1,9}$/, 'must be an upper-case currency or asset code such as "USDT"'));
