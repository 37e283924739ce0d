/**
 * Connected accounts: onboarding requests (account, KYC, KYB, documents, capabilities), the
 * resources the service answers with, and the business rules a browser form can check before
 * submitting. The sandbox validates with exactly these, so form and service never disagree.
 */
import * as z from 'zod/mini';
import { auBusinessNumberKind } from '../au-business-number';
import { address, calendarDate, countryCode, email, isCalendarDate, text } from './primitives';

// ---------------------------------------------------------------- value sets

export const CUSTOMER_TYPES = ['individual', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const VERIFICATION_STATUSES = ['pending', 'in_review', 'approved', 'rejected', 'more_info_required'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The spec's reasons ("expired document, unreadable document image, …") as snake_case codes. */
export const REJECTION_REASONS = ['expired_document', 'unreadable_document_image', 'name_mismatch', 'address_mismatch'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REQUIRED_INFO_ITEMS = ['additional_document', 'address_proof', 'beneficial_owner_info', 'document_quality'] as const;
export type RequiredInfoItem = (typeof REQUIRED_INFO_ITEMS)[number];

export const CAPABILITY_NAMES = ['inbound_payments', 'fx_conversion', 'outbound_payouts'] as const;
export type CapabilityName = (typeof CAPABILITY_NAMES)[number];

export const ID_TYPES = ['passport', 'drivers_licence', 'national_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const BUSINESS_TYPES = ['company', 'partnership', 'sole_trader', 'trust'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * KYC documents: `passport` for passport holders; `id_front` and `id_back` for a driver's licence
 * or national ID card; `proof_of_address` (a utility bill or bank statement); `additional_document`
 * for anything a reviewer asks for.
 */
export const KYC_DOCUMENT_TYPES = ['id_front', 'id_back', 'passport', 'proof_of_address', 'additional_document'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** KYB documents; trusts upload `trust_deed` in addition to the registration document (spec). */
export const KYB_DOCUMENT_TYPES = [
  'registration_document',
  'trust_deed',
  'proof_of_address',
  'beneficial_owner_id',
  'additional_document',
] as const;
export type KybDocumentType = (typeof KYB_DOCUMENT_TYPES)[number];

export type DocumentType = KycDocumentType | KybDocumentType;
export const DOCUMENT_TYPES: readonly DocumentType[] = [...new Set<DocumentType>([...KYC_DOCUMENT_TYPES, ...KYB_DOCUMENT_TYPES])];

/** Spec Limits: 10 MB per document, counted as 10 × 1024 × 1024 bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** State and territory codes an Australian address must use. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

export const LIVENESS_STATUSES = ['not_started', 'pending', 'completed', 'failed'] as const;
export type LivenessStatus = (typeof LIVENESS_STATUSES)[number];

// ---------------------------------------------------------------- creating an account

export const createConnectedAccountBody = z.object({
  customer_type: z.enum(CUSTOMER_TYPES),
  email,
  country: countryCode,
  reference_id: text(200),
});
export type CreateConnectedAccountBody = z.infer<typeof createConnectedAccountBody>;

// ---------------------------------------------------------------- people (KYC and beneficial owners)

/** Today's date (UTC) as YYYY-MM-DD; the sandbox passes its virtual clock's today instead. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const ADULT_AGE = 18;

/** True when someone born on `dateOfBirth` has had their 18th birthday by `today` (both YYYY-MM-DD). */
export function isAdultOn(dateOfBirth: string, today: string, age = ADULT_AGE): boolean {
  const year = Number(dateOfBirth.slice(0, 4)) + age;
  // Comparing "YYYY-MM-DD" strings is a date comparison; a 29 February birthday comes of age on 1 March.
  return `${String(year).padStart(4, '0')}${dateOfBirth.slice(4)}` <= today;
}

function dateOfBirth(today: () => string) {
  return calendarDate.check(
    z.refine((v) => !isCalendarDate(v) || v >= EARLIEST_BIRTH_DATE, `must not be before ${EARLIEST_BIRTH_DATE}`),
    z.refine((v) => !isCalendarDate(v) || v < today(), 'must be in the past'),
    z.refine((v) => !isCalendarDate(v) || v >= today() || isAdultOn(v, today()), `must be at least ${ADULT_AGE} years ago: the person must be an adult`),
  );
}

/** Legal names as printed on the ID document. */
const legalName = text(100);

export const idNumber = z.string().check(
  z.minLength(1, 'is required'),
  z.maxLength(50, 'must be at most 50 characters'),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'may contain only letters, digits, spaces and hyphens'),
);

/** Beneficial owners hold 25% or more (spec); a number with at most two decimals, 25–100. */
export const ownershipPercentage = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number such as 25 or 33.33') })
  .check(
  z.refine((v) => Number.isFinite(v) && /^\d+(\.\d{1,2})?$/.test(String(v)), 'must be a number with at most two decimal places'),
  z.refine((v) => v >= 25 && v <= 100, 'must be between 25 and 100: beneficial owners are those holding 25% or more'),
);

/** A validated ownership_percentage as an exact count of hundredths (25.5 → 2550), so totals never use float sums. */
export function percentageHundredths(value: number): number {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function formatHundredths(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = hundredths % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * The request schemas that depend on "today" (date of birth must be an adult's). Forms use the
 * exported defaults (real UTC date); the sandbox builds its own from the virtual clock.
 */
export function onboardingSchemas(today: () => string = utcToday) {
  const person = {
    first_name: legalName,
    last_name: legalName,
    date_of_birth: dateOfBirth(today),
    nationality: countryCode,
    id_type: z.enum(ID_TYPES),
    id_number: idNumber,
    address,
  };
  const kycBody = z.object(person);
  const beneficialOwner = z.object({ ...person, ownership_percentage: ownershipPercentage });
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

export const { kycBody, beneficialOwner, kybBody } = onboardingSchemas();
export type KycBody = z.infer<typeof kycBody>;
export type BeneficialOwner = z.infer<typeof beneficialOwner>;
export type KybBody = z.infer<typeof kybBody>;
export type PersonIdentity = Omit<BeneficialOwner, 'ownership_percentage'>;

// ---------------------------------------------------------------- business rules (422 on the service)

/** A business-rule failure on one field: the service answers 422 with this path as `param`. */
export interface RuleIssue {
  path: string;
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
 * The spec accepts drivers_licence "for Australian licence holders". We read that as: the person is
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

export function kycRuleIssues(kyc: KycBody): RuleIssue[] {
  return personIssues(kyc);
}

/** Registered address, each owner, and owners' total ownership of at most 100% (summed exactly). */
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

// ---------------------------------------------------------------- resources

/** What has been handed in so far; this kit's addition so an onboarding UI knows which step is next. */
export const accountSubmission = z.object({
  kyc_submitted_at: z.nullable(z.string()),
  kyb_submitted_at: z.nullable(z.string()),
  /** Uploaded documents counted by type; types not uploaded are absent. */
  documents: z.partialRecord(z.enum(DOCUMENT_TYPES as [DocumentType, ...DocumentType[]]), z.number()),
  liveness: z.enum(LIVENESS_STATUSES),
  liveness_completed_at: z.nullable(z.string()),
});
export type AccountSubmission = z.infer<typeof accountSubmission>;

export const connectedAccount = z.object({
  connected_account_id: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  email: z.string(),
  country: z.string(),
  reference_id: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  /** null unless rejected. */
  rejection_reason: z.nullable(z.enum(REJECTION_REASONS)),
  /** Empty unless more_info_required. */
  required_info: z.array(z.enum(REQUIRED_INFO_ITEMS)),
  /** Active capabilities, sorted. */
  capabilities: z.array(z.enum(CAPABILITY_NAMES)),
  submission: accountSubmission,
  created_at: z.string(),
});
export type ConnectedAccount = z.infer<typeof connectedAccount>;

export const accountDocument = z.object({
  document_id: z.string(),
  document_type: z.enum(DOCUMENT_TYPES as [DocumentType, ...DocumentType[]]),
  /** Detected from the file's first bytes, not from its name or declared type. */
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number(),
  created_at: z.string(),
});
export type AccountDocument = z.infer<typeof accountDocument>;

export const livenessSession = z.object({ liveness_url: z.string(), expires_at: z.string() });
export type LivenessSession = z.infer<typeof livenessSession>;

export const activateCapabilitiesBody = z.object({
  capabilities: z.array(z.enum(CAPABILITY_NAMES)).check(z.minLength(1, 'must name at least one capability')),
});
export type ActivateCapabilitiesBody = z.infer<typeof activateCapabilitiesBody>;

export const accountCapabilities = z.object({
  connected_account_id: z.string(),
  capabilities: z.array(z.enum(CAPABILITY_NAMES)),
});
export type AccountCapabilities = z.infer<typeof accountCapabilities>;

export const SOLANA_ASSETS = ['USDT', 'USDC'] as const;

export const virtualAccount = z.object({
  virtual_account_id: z.string(),
  connected_account_id: z.string(),
  account_name: z.string(),
  /** "NNN-NNN". */
  bsb: z.string().check(z.regex(/^\d{3}-\d{3}$/)),
  account_number: z.string().check(z.regex(/^\d{9}$/)),
  currency: z.literal('AUD'),
  solana_address: z.string(),
  solana_assets: z.array(z.enum(SOLANA_ASSETS)),
  created_at: z.string(),
});
export type VirtualAccount = z.infer<typeof virtualAccount>;

// ---------------------------------------------------------------- sandbox extension

/**
 * POST /api/v1/sandbox/accounts/{id}/verification. rejection_reason goes with (and only with)
 * rejected; required_info, a non-empty list without repeats, with (and only with) more_info_required.
 */
export const setVerificationBody = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    rejection_reason: z.optional(z.enum(REJECTION_REASONS)),
    required_info: z.optional(z.array(z.enum(REQUIRED_INFO_ITEMS))),
  })
  .check(
    z.superRefine((body, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], input: body, message });
      if (body.status === 'rejected' && body.rejection_reason === undefined) {
        issue('rejection_reason', `is required with status rejected (one of: ${REJECTION_REASONS.join(', ')})`);
      }
      if (body.status !== 'rejected' && body.rejection_reason !== undefined) {
        issue('rejection_reason', 'is allowed only with status rejected');
      }
      if (body.status === 'more_info_required') {
        if (!body.required_info || body.required_info.length === 0) {
          issue('required_info', `must list at least one item with status more_info_required (of: ${REQUIRED_INFO_ITEMS.join(', ')})`);
        } else if (new Set(body.required_info).size !== body.required_info.length) {
          issue('required_info', 'must not repeat an item');
        }
      } else if (body.required_info !== undefined) {
        issue('required_info', 'is allowed only with status more_info_required');
      }
    }),
  );
export type SetVerificationBody = z.infer<typeof setVerificationBody>;

/** data of account.verification_status_updated (the spec leaves it open; this is the kit's shape). */
export interface VerificationStatusUpdatedData {
  connected_account_id: string;
  reference_id: string;
  verification_status: VerificationStatus;
  previous_status: VerificationStatus;
  rejection_reason: RejectionReason | null;
  required_info: RequiredInfoItem[];
}
