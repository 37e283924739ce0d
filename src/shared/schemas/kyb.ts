/**
 * KYB of a business: business types, beneficial owners and their ownership percentages, the KYB
 * body, and the business rules the service answers with 422.
 */
import * as z from 'zod/mini';
import { auBusinessNumberKind } from '../au-business-number';
import { auAddressIssues, kycBodyAsOf, personFields, personIssues, utcToday, type RuleIssue } from './kyc';
import { address, countryCode, text } from './form-fields';
import { BUSINESS_TYPES } from './account-vocabulary';
import { formatHundredths } from './plain-rules';

export { BUSINESS_TYPES, type BusinessType } from './account-vocabulary';
export { formatHundredths } from './plain-rules';

/** Beneficial owners hold 25% or more (docs/service-contract.md#identity-data-kyc-and-kyb); a number with at most two decimals, 25–100. */
export const ownershipPercentage = z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number such as 25 or 33.33') }).check(
  z.refine((v) => Number.isFinite(v) && /^\d+(\.\d{1,2})?$/.test(String(v)), 'must be a number with at most two decimal places'),
  z.refine((v) => v >= 25 && v <= 100, 'must be between 25 and 100: beneficial owners are those holding 25% or more'),
);

/** A validated ownership_percentage as an exact count of hundredths (25.5 → 2550), so totals never use float sums. */
export function percentageHundredths(value: number): number {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

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
export type BeneficialOwner = z.infer<typeof beneficialOwner>;
/** A business's KYB data fields: the business, its registered address and its beneficial owners. */
export type KybBody = z.infer<typeof kybBody>;

/** The rules a parsed KYB body must also meet: registered address, each owner, and owners' total of at most 100% (summed exactly). */
export function kybRuleIssues(kyb: KybBody): RuleIssue[] {
  const issues = [
    ...auAddressIssues(kyb.registered_address, 'registered_address'),
    ...kyb.beneficial_owners.flatMap((owner, i) => personIssues(owner, `beneficial_owners[${i}].`)),
  ];
  const total = kyb.beneficial_owners.reduce((sum, owner) => sum + percentageHundredths(owner.ownership_percentage), 0);
  if (total > 100_00) {
    issues.push({
      path: 'beneficial_owners',
      message: `beneficial_owners' ownership_percentage must total 100 or less; they total ${formatHundredths(total)}`,
    });
  }
  return issues;
}
