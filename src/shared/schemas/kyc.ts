/**
 * KYC of an individual: the person fields (shared with KYB's beneficial owners), the date-of-birth
 * rule, the KYC body, and the business rules the service answers with 422.
 */
import * as z from 'zod/mini';
import { ID_TYPES, type IdType } from './account-vocabulary';
import { ADULT_AGE, EARLIEST_BIRTH_DATE, isAdultOn } from './plain-rules';
import { address, calendarDate, countryCode, isCalendarDate, text, type Address } from './form-fields';

export { ID_TYPES, type IdType } from './account-vocabulary';
export { ADULT_AGE, AU_STATES, EARLIEST_BIRTH_DATE, isAdultOn, type AuState } from './plain-rules';

/** Today's date (UTC) as YYYY-MM-DD; the sandbox passes its virtual clock's today instead. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

function dateOfBirth(today: () => string) {
  return calendarDate.check(
    z.refine((v) => !isCalendarDate(v) || v >= EARLIEST_BIRTH_DATE, `must not be before ${EARLIEST_BIRTH_DATE}`),
    z.refine((v) => !isCalendarDate(v) || v < today(), 'must be in the past'),
    z.refine((v) => !isCalendarDate(v) || v >= today() || isAdultOn(v, today()), `must be at least ${ADULT_AGE} years ago: the person must be an adult`),
  );
}

/** Legal names as printed on the ID document. */
const legalName = text(100);

/** An ID document's number: 1–50 letters, digits, spaces and hyphens, starting with a letter or digit. */
export const idNumber = z.string().check(
  z.minLength(1, 'is required'),
  z.maxLength(50, 'must be at most 50 characters'),
  // A refine, not z.regex: the only regex check a browser schema had, it brought zod's string-format checks along.
  z.refine((v) => /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v), 'may contain only letters, digits, spaces and hyphens'),
);

/** The fields that identify a person (a KYC applicant or a beneficial owner), judged against `today`. */
export function personFields(today: () => string) {
  return {
    first_name: legalName,
    last_name: legalName,
    date_of_birth: dateOfBirth(today),
    nationality: countryCode,
    id_type: z.enum(ID_TYPES),
    id_number: idNumber,
    address,
  };
}

/** The KYC body as of `today` (the sandbox uses its virtual clock); `kycBody` is as of the real UTC date. */
export function kycBodyAsOf(today: () => string) {
  return z.object(personFields(today));
}

/** An individual's KYC data fields (docs/service-contract.md#identity-data-kyc-and-kyb); the date of birth must be an adult's as of the real UTC date. */
export const kycBody = kycBodyAsOf(utcToday);
/** An individual's KYC data fields. */
export type KycBody = {
  /** The first name as printed on the ID document. */
  first_name: string;
  /** The last name as printed on the ID document. */
  last_name: string;
  /** YYYY-MM-DD; the person must be an adult. */
  date_of_birth: string;
  /** ISO 3166-1 alpha-2 country code. */
  nationality: string;
  /** The kind of ID document. */
  id_type: IdType;
  /** The ID document's number. */
  id_number: string;
  /** Where the person lives. */
  address: Address;
};
/** The identity fields of a person: a KYC applicant, or a beneficial owner without the percentage. */
export type PersonIdentity = KycBody;

export { auAddressIssues, kycRuleIssues, personIssues, type AddressRuleFields, type PersonRuleFields, type RuleIssue } from './rule-issues';
