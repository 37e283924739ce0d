/**
 * The fields the KYC and KYB schemas (./kyc, ./kyb) find wrong, without the schema library: a
 * browser form needs only where the errors are (it words them from the typed values), and zod
 * would be most of the onboarding forms' bytes. form-checks.test.ts holds these to the schemas.
 */
import { auBusinessNumberKind } from '../au-business-number';
import { BUSINESS_TYPES, ID_TYPES } from './account-vocabulary';
import { isCountryCode } from './countries';
import { isCalendarDate } from './calendar-date';
import { EARLIEST_BIRTH_DATE, isAdultOn } from './plain-rules';

type Fields = Record<string, unknown>;
type Rule = (value: unknown, today: string) => boolean;

const isString = (value: unknown): value is string => typeof value === 'string';
/** Required free text: trimmed length 1..max. */
const text =
  (max: number): Rule =>
  (value) =>
    isString(value) && value.trim() !== '' && value.length <= max;
const country: Rule = (value) => isString(value) && isCountryCode(value);
const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    values.includes(value as string);

const ADDRESS: Record<string, Rule> = {
  line1: text(200),
  line2: (value) => value === undefined || (isString(value) && value.length <= 200),
  city: text(100),
  state: text(100),
  postcode: text(20),
  country,
};

const PERSON: Record<string, Rule> = {
  first_name: text(100),
  last_name: text(100),
  date_of_birth: (value, today) => isString(value) && isCalendarDate(value) && value >= EARLIEST_BIRTH_DATE && value < today && isAdultOn(value, today),
  nationality: country,
  id_type: oneOf(ID_TYPES),
  id_number: (value) => isString(value) && value.length <= 50 && /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value),
};

const OWNERSHIP: Rule = (value) => typeof value === 'number' && Number.isFinite(value) && /^\d+(\.\d{1,2})?$/.test(String(value)) && value >= 25 && value <= 100;

function check(rules: Record<string, Rule>, body: unknown, today: string, prefix: string, paths: string[]): void {
  const fields = (body ?? {}) as Fields;
  for (const [name, rule] of Object.entries(rules)) if (!rule(fields[name], today)) paths.push(prefix + name);
}

function person(body: unknown, today: string, prefix: string, paths: string[]): void {
  check(PERSON, body, today, prefix, paths);
  const address = (body as Fields | undefined)?.address;
  if (address && typeof address === 'object') check(ADDRESS, address, today, `${prefix}address.`, paths);
  else paths.push(`${prefix}address`);
}

/** The KYC body's fields the schema refuses, as paths ("address.postcode"), judged on `today` (YYYY-MM-DD). */
export function kycPaths(body: unknown, today: string): string[] {
  const paths: string[] = [];
  person(body, today, '', paths);
  return paths;
}

const BUSINESS: Record<string, Rule> = {
  legal_name: text(200),
  registration_number: text(50),
  country_of_incorporation: country,
  business_type: oneOf(BUSINESS_TYPES),
};

/**
 * The KYB body's fields the schema refuses, as paths ("beneficial_owners[0].date_of_birth"). An
 * Australian registration number must pass the ABN/ACN check even while another field is wrong
 * (the schema's object-level rule then waits; the form says it at once).
 */
export function kybPaths(body: unknown, today: string): string[] {
  const fields = (body ?? {}) as Fields;
  const paths: string[] = [];
  check(BUSINESS, fields, today, '', paths);
  const registration = fields.registration_number;
  if (fields.country_of_incorporation === 'AU' && isString(registration) && auBusinessNumberKind(registration.trim()) === null) paths.push('registration_number');
  const address = fields.registered_address;
  if (address && typeof address === 'object') check(ADDRESS, address, today, 'registered_address.', paths);
  else paths.push('registered_address');
  const owners = fields.beneficial_owners;
  if (!Array.isArray(owners) || owners.length === 0) paths.push('beneficial_owners');
  else
    owners.forEach((owner: unknown, i) => {
      const prefix = `beneficial_owners[${i}].`;
      person(owner, today, prefix, paths);
      if (!OWNERSHIP((owner as Fields | undefined)?.ownership_percentage, today)) paths.push(`${prefix}ownership_percentage`);
    });
  return paths;
}
