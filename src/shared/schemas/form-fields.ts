/**
 * The fields an onboarding form and the service validate alike: required text, a country, a
 * calendar date, a postal address. Every message here is written for a person.
 */
import * as z from 'zod/mini';
import { isCountryCode } from './countries';
import { isCalendarDate } from './calendar-date';

export { isCalendarDate } from './calendar-date';

/** ISO 3166-1 alpha-2 country code of a country the kit knows (AU, SG, …). */
export const countryCode = z.string().check(z.refine(isCountryCode, 'must be an ISO 3166-1 two-letter country code such as "AU"'));

/** A YYYY-MM-DD string naming a real calendar day. */
export const calendarDate = z.string().check(z.refine(isCalendarDate, 'must be a real date written YYYY-MM-DD'));

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** True for an ISO 8601 date-time with a zone (Z or ±hh:mm) on a real calendar day. */
export function isIsoTimestamp(value: string): boolean {
  return ISO_TIMESTAMP.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

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
export type Address = {
  /** The first line: street and number. */
  line1: string;
  /** An optional second line (unit, building). */
  line2?: string;
  /** The city or suburb. */
  city: string;
  /** The state or region. */
  state: string;
  /** The postcode. */
  postcode: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
};
