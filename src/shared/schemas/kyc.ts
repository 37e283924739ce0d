/**
 * KYC of an individual: the person fields (shared with KYB's beneficial owners), the date-of-birth
 * rule, the KYC body, and the business rules the service answers with 422.
 */
import * as z from 'zod/mini';
import { ID_TYPES } from './account-vocabulary';
import { ADULT_AGE, AU_STATES, EARLIEST_BIRTH_DATE, isAdultOn } from './plain-rules';
import { address, calendarDate, countryCode, isCalendarDate, text } from './form-fields';

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
export type KycBody = z.infer<typeof kycBody>;
/** The identity fields of a person: a KYC applicant, or a beneficial owner without the percentage. */
export type PersonIdentity = KycBody;

/** A business-rule failure on one field: the service answers 422 with this path as `param`. */
export interface RuleIssue {
  /** The field at fault, as the service names it in `param` (e.g. `beneficial_owners[0].address.state`). */
  path: string;
  /** The whole sentence, starting with the field's path. */
  message: string;
}

/** Australian addresses use a state or territory code and a four-digit postcode. */
export function auAddressIssues(value: { state: string; postcode: string; country: string }, path: string): RuleIssue[] {
  if (value.country !== 'AU') return [];
  const issues: RuleIssue[] = [];
  if (!(AU_STATES as readonly string[]).includes(value.state.trim())) {
    issues.push({ path: `${path}.state`, message: `${path}.state must be one of ${AU_STATES.join(', ')} for an Australian address` });
  }
  if (!/^\d{4}$/.test(value.postcode.trim())) {
    issues.push({ path: `${path}.postcode`, message: `${path}.postcode must be four digits for an Australian address` });
  }
  return issues;
}

/**
 * The service accepts drivers_licence "for Australian licence holders" (docs/service-contract.md#identity-data-kyc-and-kyb). We read that as: the person is
 * an Australian national or lives in Australia (nationality or address.country AU).
 */
export function personIssues(person: PersonIdentity, prefix = ''): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (person.id_type === 'drivers_licence' && person.nationality !== 'AU' && person.address.country !== 'AU') {
    issues.push({
      path: `${prefix}id_type`,
      message: `${prefix}id_type drivers_licence is accepted only for Australian licence holders (nationality or address.country AU); use passport or national_id`,
    });
  }
  return [...issues, ...auAddressIssues(person.address, `${prefix}address`)];
}

/** The rules a parsed KYC body must also meet (drivers_licence holders, Australian addresses); empty when it does. */
export function kycRuleIssues(kyc: KycBody): RuleIssue[] {
  return personIssues(kyc);
}
