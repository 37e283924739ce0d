/**
 * KYB of a business: business types, beneficial owners and their ownership percentages, the KYB
 * body, and the business rules the service answers with 422.
 */
import * as z from 'zod/mini';
import { auBusinessNumberKind } from '../au-business-number';
import { kycBodyAsOf, personFields, utcToday } from './kyc';
import { address, countryCode, text, type Address } from './form-fields';
import { BUSINESS_TYPES, type BusinessType, type IdType } from './account-vocabulary';

export { BUSINESS_TYPES, type BusinessType } from './account-vocabulary';
export { formatHundredths } from './plain-rules';

/** Beneficial owners hold 25% or more (docs/service-contract.md#identity-data-kyc-and-kyb); a number with at most two decimals, 25–100. */
export const ownershipPercentage = z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number such as 25 or 33.33') }).check(
  z.refine((v) => Number.isFinite(v) && /^\d+(\.\d{1,2})?$/.test(String(v)), 'must be a number with at most two decimal places'),
  z.refine((v) => v >= 25 && v <= 100, 'must be between 25 and 100: beneficial owners are those holding 25% or more'),
);

/**
 * The request schemas that depend on "today" (date of birth must be an adult's). Forms use the
 * exported defaults (real UTC date); the sandbox builds its own from the virtual clock.
 */
export function onboardingSchemas(today: () => string = utcToday) {
  const kycBody = kycBodyAsOf(today);
  const beneficialOwner = z.object({ ...personFields(today), ownership_percentage: ownershipPercentage });
  const kybBody = z
    .object({
      legal_name: text(200),
      registration_number: text(50),
      country_of_incorporation: countryCode,
      business_type: z.enum(BUSINESS_TYPES),
      registered_address: address,
      beneficial_owners: z.array(beneficialOwner).check(z.minLength(1, 'must list at least one beneficial owner')),
    })
    .check(
      z.superRefine((kyb, ctx) => {
        // The service takes "Company registration, ABN or ACN number"; for AU we check the ABN/ACN checksum, elsewhere it is free text
        // (docs/service-contract.md#identity-data-kyc-and-kyb).
        if (kyb.country_of_incorporation === 'AU' && auBusinessNumberKind(kyb.registration_number.trim()) === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['registration_number'],
            input: kyb.registration_number,
            message: 'must be a valid ABN (11 digits) or ACN (9 digits) for a business incorporated in AU',
          });
        }
      }),
    );
  return { kycBody, beneficialOwner, kybBody };
}

// The defaults, as of the real UTC date (docs/service-contract.md#identity-data-kyc-and-kyb).
const defaultSchemas = onboardingSchemas();
/** One beneficial owner of a business, as the KYB body lists them. */
export const beneficialOwner = defaultSchemas.beneficialOwner;
/** The KYB data fields of a business: the business, its registered address and its beneficial owners. */
export const kybBody = defaultSchemas.kybBody;
/** A person holding 25% or more of the business. */
export type BeneficialOwner = {
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
  /** The share of the business held, 25 to 100 with at most two decimals. */
  ownership_percentage: number;
};
/** A business's KYB data fields: the business, its registered address and its beneficial owners. */
export type KybBody = {
  /** The business's legal name. */
  legal_name: string;
  /** Its company registration number (for AU, a valid ABN or ACN). */
  registration_number: string;
  /** ISO 3166-1 alpha-2 code of the country it is incorporated in. */
  country_of_incorporation: string;
  /** Its legal form. */
  business_type: BusinessType;
  /** Its registered address. */
  registered_address: Address;
  /** Everyone holding 25% or more; at least one. */
  beneficial_owners: BeneficialOwner[];
};

export { kybRuleIssues, percentageHundredths, type BusinessRuleFields } from './rule-issues';
