/**
 * Field-level building blocks shared by every resource and request schema.
 * zod/mini keeps browser bundles small; every message here is written for a person.
 */
import * as z from 'zod/mini';
import { isDecimalString, isPositive } from '../money';
import { isCountryCode } from './countries';

/** A decimal string on output. */
export const decimalString = z.string().check(
  z.refine((v) => isDecimalString(v, { allowNegative: true }), 'must be a decimal string such as "10.00"'),
);

/** Numbers are accepted on input (documented choice) and turned into their decimal string; exponents are refused. */
function decimalInput(options: { positive: boolean }) {
  return z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (!isDecimalString(text)) {
        ctx.issues.push({ code: 'custom', input: value, message: 'must be a decimal string such as "10.00"' });
        return z.NEVER;
      }
      if (options.positive && !isPositive(text)) {
        ctx.issues.push({ code: 'custom', input: value, message: 'must be greater than zero' });
        return z.NEVER;
      }
      return text;
    }),
  );
}

/** An amount a caller sends: a positive decimal string (or a number). */
export const amountInput = decimalInput({ positive: true });
/** A non-negative decimal (or number), e.g. amount_received of 0. */
export const nonNegativeAmountInput = decimalInput({ positive: false });

/** Digital asset or fiat code: upper-case letters and digits, 2–10 long (USDT, BTC, AUD). */
export const currencyCode = z.string().check(
  z.regex(/^[A-Z][A-Z0-9]{1,9}$/, 'must be an upper-case currency or asset code such as "USDT"'),
);

export const countryCode = z.string().check(
  z.refine(isCountryCode, 'must be an ISO 3166-1 two-letter country code such as "AU"'),
);

/** YYYY-MM-DD that names a real calendar day (2023-02-29 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const calendarDate = z.string().check(z.refine(isCalendarDate, 'must be a real date written YYYY-MM-DD'));

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export function isIsoTimestamp(value: string): boolean {
  return ISO_TIMESTAMP.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** ISO 8601 date-time with a zone, or a bare YYYY-MM-DD (midnight UTC). */
export const isoDateTime = z.string().check(
  z.refine((v) => isIsoTimestamp(v) || isCalendarDate(v), 'must be an ISO 8601 date-time such as "2026-01-31T12:00:00Z"'),
);

export const email = z.string().check(
  z.maxLength(254, 'must be at most 254 characters'),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address such as "name@example.com"'),
);

/** Required free text: trimmed length 1..max. */
export function text(max: number) {
  return z.string().check(
    z.refine((v) => v.trim().length > 0, 'is required'),
    z.maxLength(max, `must be at most ${max} characters`),
  );
}

export const address = z.object({
  line1: text(200),
  line2: z.optional(z.string().check(z.maxLength(200, 'must be at most 200 characters'))),
  city: text(100),
  state: text(100),
  postcode: text(20),
  country: countryCode,
});
export type Address = z.infer<typeof address>;

/** Error envelope of every failure: { "error": { "code", "message" } }. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    param: z.optional(z.string()),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Page of a list endpoint: data, total, limit, offset. */
export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), total: z.number(), limit: z.number(), offset: z.number() });
}
export interface Page<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}
