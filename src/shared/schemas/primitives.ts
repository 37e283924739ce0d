/**
 * Field-level building blocks shared by every resource and request schema.
 * zod/mini keeps browser bundles small; every message here is written for a person.
 */
import * as z from 'zod/mini';
import { decimalFromJsonNumber, integerDigits, isDecimalString, isPositive, MAX_AMOUNT_INTEGER_DIGITS } from '../money';
import { isCountryCode } from './countries';

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

/** ISO 3166-1 alpha-2 country code of a country the kit knows (AU, SG, …). */
export const countryCode = z.string().check(z.refine(isCountryCode, 'must be an ISO 3166-1 two-letter country code such as "AU"'));

/** YYYY-MM-DD that names a real calendar day (2023-02-29 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A YYYY-MM-DD string naming a real calendar day. */
export const calendarDate = z.string().check(z.refine(isCalendarDate, 'must be a real date written YYYY-MM-DD'));

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** True for an ISO 8601 date-time with a zone (Z or ±hh:mm) on a real calendar day. */
export function isIsoTimestamp(value: string): boolean {
  return ISO_TIMESTAMP.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** An e-mail address of at most 254 characters (a shape check only; nothing is sent to it). */
export const email = z
  .string()
  .check(z.maxLength(254, 'must be at most 254 characters'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address such as "name@example.com"'));

/** Required free text: trimmed length 1..max. */
export function text(max: number) {
  return z.string().check(
    z.refine((v) => v.trim().length > 0, 'is required'),
    z.maxLength(max, `must be at most ${max} characters`),
  );
}

/** A postal address: line1, optional line2, city, state, postcode and country. */
export const address = z.object({
  line1: text(200),
  line2: z.optional(z.string().check(z.maxLength(200, 'must be at most 200 characters'))),
  city: text(100),
  state: text(100),
  postcode: text(20),
  country: countryCode,
});
/** A postal address as `address` accepts it. */
export type Address = z.infer<typeof address>;

/** Error envelope of every failure: { "error": { "code", "message", "param"? } }, param naming the field at fault. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    param: z.optional(z.string()),
  }),
});
/** The body of every error answer. */
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Page of a list endpoint: data, total, limit, offset. */
export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), total: z.number(), limit: z.number(), offset: z.number() });
}
/** One page of a list endpoint. */
export interface Page<T> {
  /** The items of this page, in the list's order. */
  data: T[];
  /** How many items the whole list holds. */
  total: number;
  /** The most items a page holds. */
  limit: number;
  /** How many items come before this page. */
  offset: number;
}
