/** A person's answers as typed (KYC, and each beneficial owner), and the request body they make. */
import type { PersonIdentity } from '../../../shared/schemas/accounts';
import { ADDRESS_FIELDS, emptyAddress, type AddressValues } from './AddressFields';
import { dateParts, emptyDate, isoDate, type DateParts } from './DateInput';

/** A person's answers, as typed. */
export interface PersonValues {
  /** As typed. */
  first_name: string;
  /** As typed. */
  last_name: string;
  /** Day, month and year as typed. */
  date_of_birth: DateParts;
  /** ISO 3166-1 alpha-2 code. */
  nationality: string;
  /** passport, drivers_licence or national_id ('' before a choice). */
  id_type: string;
  /** As typed. */
  id_number: string;
  /** The residential address. */
  address: AddressValues;
}

/** A person with nothing answered yet. */
export const emptyPerson = (): PersonValues => ({
  first_name: '',
  last_name: '',
  date_of_birth: emptyDate(),
  nationality: '',
  id_type: '',
  id_number: '',
  address: emptyAddress(),
});

/** A person's field paths in the order the form asks them (under `prefix`, e.g. "beneficial_owners[0]."). */
export function personFields(prefix = ''): string[] {
  return [
    ...['first_name', 'last_name', 'date_of_birth', 'nationality', 'id_type', 'id_number'].map((f) => prefix + f),
    ...ADDRESS_FIELDS.map((f) => `${prefix}address.${f}`),
  ];
}

/** Body values as the schema wants them: trimmed text, an ISO date, no empty optional line2. */
export function addressBody(address: AddressValues): Record<string, string> {
  const body: Record<string, string> = {
    line1: address.line1.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    postcode: address.postcode.trim(),
    country: address.country,
  };
  if (address.line2.trim()) body.line2 = address.line2.trim();
  return body;
}

/** The request body of a person. Not yet valid: the schema decides that. */
export function personBody(person: PersonValues): PersonIdentity {
  return {
    first_name: person.first_name.trim(),
    last_name: person.last_name.trim(),
    date_of_birth: isoDate(person.date_of_birth),
    nationality: person.nationality,
    id_type: person.id_type as PersonIdentity['id_type'],
    id_number: person.id_number.trim(),
    address: addressBody(person.address) as unknown as PersonIdentity['address'],
  };
}

/** Values to start from, given a (partial) body: `defaultValues` props are bodies, not form values. */
export function personValues(body: Partial<PersonIdentity> | undefined): PersonValues {
  const empty = emptyPerson();
  if (!body) return empty;
  return {
    first_name: body.first_name ?? '',
    last_name: body.last_name ?? '',
    date_of_birth: dateParts(body.date_of_birth),
    nationality: body.nationality ?? '',
    id_type: body.id_type ?? '',
    id_number: body.id_number ?? '',
    address: { ...empty.address, ...body.address, line2: body.address?.line2 ?? '' },
  };
}
