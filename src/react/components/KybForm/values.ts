/** A business's answers as typed, and the KYB request body they make. */
import type { BeneficialOwner, BusinessType, KybBody } from 'paykit/schemas';
import { auBusinessNumberKind, compactDigits, formatAuBusinessNumber } from '../../../shared/au-business-number';
import { ADDRESS_FIELDS, emptyAddress, type AddressValues } from '../forms/AddressFields';
import { addressBody, emptyPerson, personBody, personFields, personValues, type PersonValues } from '../forms/person';
import { decimalText } from '../forms/decimal-text';
import { pickStrings } from '../forms/useDraft';

/** One owner's answers, as typed. */
export interface OwnerValues extends PersonValues {
  /** React's key for the owner: stable while others are added or removed. */
  key: string;
  /** As typed (a number from 25 to 100). */
  ownership_percentage: string;
}

/** The KYB form's answers, as typed. */
export interface KybValues {
  /** As typed. */
  legal_name: string;
  /** ISO 3166-1 alpha-2 code. */
  country_of_incorporation: string;
  /** As typed (ABN/ACN for Australia). */
  registration_number: string;
  /** company, partnership, trust or sole_trader ('' before a choice). */
  business_type: string;
  /** The registered address. */
  registered_address: AddressValues;
  /** Each owner's answers. */
  beneficial_owners: OwnerValues[];
}

let keys = 0;
const ownerKey = () => `owner-${(keys += 1)}`;

/** An owner with nothing answered yet. */
export const emptyOwner = (): OwnerValues => ({ ...emptyPerson(), key: ownerKey(), ownership_percentage: '' });

/** The path prefix of owner `index` ("beneficial_owners[1]."). */
export const ownerPrefix = (index: number) => `beneficial_owners[${index}].`;

/** Every field path in the order the form asks them; the owners' shared error comes after the owners. */
export function kybFields(values: KybValues): string[] {
  return [
    'legal_name',
    'country_of_incorporation',
    'registration_number',
    'business_type',
    ...ADDRESS_FIELDS.map((field) => `registered_address.${field}`),
    ...values.beneficial_owners.flatMap((_, i) => [...personFields(ownerPrefix(i)), `${ownerPrefix(i)}ownership_percentage`]),
    'beneficial_owners',
  ];
}

/** A valid Australian number is sent as its digits ("51824753556"); anything else as typed. */
function registrationNumber(values: KybValues): string {
  const typed = values.registration_number.trim();
  if (values.country_of_incorporation === 'AU' && auBusinessNumberKind(typed)) return compactDigits(typed) ?? typed;
  return typed;
}

/** The request body from the answers (trimmed, numbers parsed). */
export function kybBodyOf(values: KybValues): KybBody {
  return {
    legal_name: values.legal_name.trim(),
    registration_number: registrationNumber(values),
    country_of_incorporation: values.country_of_incorporation,
    business_type: values.business_type as BusinessType,
    registered_address: addressBody(values.registered_address) as unknown as KybBody['registered_address'],
    beneficial_owners: values.beneficial_owners.map((owner) => {
      const percentage = decimalText(owner.ownership_percentage);
      return { ...personBody(owner), ownership_percentage: percentage === '' ? (undefined as unknown as number) : Number(percentage) };
    }),
  };
}

function ownerValues(owner: Partial<BeneficialOwner> | undefined): OwnerValues {
  const percentage = owner?.ownership_percentage;
  return { ...personValues(owner), key: ownerKey(), ownership_percentage: percentage === undefined ? '' : String(percentage) };
}

/** The answers from a body (defaultValues, a draft). */
export function kybValues(body: Partial<KybBody> | undefined): KybValues {
  const owners = body?.beneficial_owners;
  return {
    legal_name: body?.legal_name ?? '',
    country_of_incorporation: body?.country_of_incorporation ?? '',
    // A number sent earlier comes back as digits: shown grouped, as the person typed it.
    registration_number: body?.country_of_incorporation === 'AU' ? formatAuBusinessNumber(body.registration_number ?? '') : (body?.registration_number ?? ''),
    business_type: body?.business_type ?? '',
    registered_address: { ...emptyAddress(), ...body?.registered_address, line2: body?.registered_address?.line2 ?? '' },
    beneficial_owners: owners && owners.length > 0 ? owners.map(ownerValues) : [emptyOwner()],
  };
}

/** A stored draft over the starting values, keeping only known string fields (the draft is untrusted). */
export function restoreKyb(start: KybValues, raw: unknown): KybValues {
  // Owners are restored one by one below: an empty list keeps pickStrings off them.
  const restored = pickStrings({ ...start, beneficial_owners: [] }, raw);
  const rawOwners = raw !== null && typeof raw === 'object' ? (raw as { beneficial_owners?: unknown }).beneficial_owners : undefined;
  const owners = Array.isArray(rawOwners)
    ? rawOwners.map((owner) => ({ ...pickStrings({ ...emptyOwner(), key: '' }, owner), key: ownerKey() }))
    : start.beneficial_owners;
  return { ...restored, beneficial_owners: owners };
}

/** Error paths of owners after owner `removed` is gone: its own are dropped, later ones move up. */
export function afterRemoval(removed: number): (path: string) => string | null {
  return (path) => {
    const match = /^beneficial_owners\[(\d+)\](.*)$/.exec(path);
    if (!match) return path;
    const index = Number(match[1]);
    if (index === removed) return null;
    return index > removed ? `beneficial_owners[${index - 1}]${match[2]}` : path;
  };
}
