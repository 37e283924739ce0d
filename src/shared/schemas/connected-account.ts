/**
 * Connected accounts: creating one, the account resource with its verification state and
 * capabilities, and the sandbox's verification simulator.
 */
import * as z from 'zod/mini';
import {
  accountSubmission,
  CAPABILITY_NAMES,
  CUSTOMER_TYPES,
  REJECTION_REASONS,
  REQUIRED_INFO_ITEMS,
  VERIFICATION_STATUSES,
  type AccountSubmission,
  type AccountVerificationStatus,
  type CapabilityName,
  type CustomerType,
  type RejectionReason,
  type RequiredInfoItem,
} from './account-status';
import { countryCode, email, text } from './primitives';

export * from './account-status';

/** POST /api/v1/accounts: the account to open for one of the platform's customers. */
export const createConnectedAccountBody = z.object({
  customer_type: z.enum(CUSTOMER_TYPES),
  email,
  country: countryCode,
  reference_id: text(200),
});
/** POST /api/v1/accounts: the account to open for one of the platform's customers. */
export type CreateConnectedAccountBody = {
  /** A person (KYC) or a business (KYB). */
  customer_type: CustomerType;
  /** The customer's e-mail address. */
  email: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** The platform's own reference for the customer, at most 200 characters. */
  reference_id: string;
};

/** A connected account as the service answers it. */
export const connectedAccount = z.object({
  connected_account_id: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  email: z.string(),
  country: z.string(),
  reference_id: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  /** null unless rejected (the service sends it only on rejection: absent reads as null; docs/service-contract.md#connected-accounts). */
  rejection_reason: z._default(z.nullable(z.enum(REJECTION_REASONS)), null),
  /** Empty unless more_info_required (the service sends it only then: absent reads as empty; docs/service-contract.md#connected-accounts). */
  required_info: z._default(z.array(z.enum(REQUIRED_INFO_ITEMS)), () => []),
  /** Active capabilities, sorted. */
  capabilities: z.array(z.enum(CAPABILITY_NAMES)),
  /** The kit's addition: the real service does not send it, so absent reads as nothing handed in. */
  submission: z._default(accountSubmission, () => ({
    kyc_submitted_at: null,
    kyb_submitted_at: null,
    documents: {},
    liveness: 'not_started' as const,
    liveness_completed_at: null,
  })),
  created_at: z.string(),
});
/** A connected account as the service answers it. */
export type ConnectedAccount = {
  /** The account's id. */
  connected_account_id: string;
  /** An individual or a business. */
  customer_type: CustomerType;
  /** The customer's e-mail address. */
  email: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** The platform's own reference for the account, as given at creation. */
  reference_id: string;
  /** Where verification stands. */
  verification_status: AccountVerificationStatus;
  /** Set only when rejected. */
  rejection_reason: RejectionReason | null;
  /** Non-empty only when more_info_required. */
  required_info: RequiredInfoItem[];
  /** Active capabilities, sorted. */
  capabilities: CapabilityName[];
  /** What has been handed in so far (the kit's addition). */
  submission: AccountSubmission;
  /** When the account was opened. */
  created_at: string;
};

/** POST /api/v1/accounts/{id}/capabilities: the capabilities to activate (only once verification_status is approved: docs/service-contract.md#capabilities). */
export const activateCapabilitiesBody = z.object({
  capabilities: z.array(z.enum(CAPABILITY_NAMES)).check(z.minLength(1, 'must name at least one capability')),
});
/** POST /api/v1/accounts/{id}/capabilities: the capabilities to activate. */
export type ActivateCapabilitiesBody = z.infer<typeof activateCapabilitiesBody>;

/** An account's active capabilities, as the capabilities endpoint answers them. */
export const accountCapabilities = z.object({
  connected_account_id: z.string(),
  capabilities: z.array(z.enum(CAPABILITY_NAMES)),
});
/** An account's active capabilities. */
export type AccountCapabilities = {
  /** The account's id. */
  connected_account_id: string;
  /** Active capabilities, sorted. */
  capabilities: CapabilityName[];
};

// ---------------------------------------------------------------- sandbox extension

/**
 * An entry of the sandbox's account list (GET /v1/sandbox/accounts): the account and whom it is
 * for, so a control panel can tell applicants apart. The service's account carries no name (docs/service-contract.md#connected-accounts).
 */
export const sandboxAccount = z.extend(connectedAccount, {
  /** From the details sent last: KYC first and last name, KYB legal name; null before any. */
  name: z.nullable(z.string()),
});
/** An entry of the sandbox's account list: the account and the name its details give. */
export type SandboxAccount = {
  /** The account's id. */
  connected_account_id: string;
  /** An individual or a business. */
  customer_type: CustomerType;
  /** The customer's e-mail address. */
  email: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** The platform's own reference for the account, as given at creation. */
  reference_id: string;
  /** Where verification stands. */
  verification_status: AccountVerificationStatus;
  /** Set only when rejected. */
  rejection_reason: RejectionReason | null;
  /** Non-empty only when more_info_required. */
  required_info: RequiredInfoItem[];
  /** Active capabilities, sorted. */
  capabilities: CapabilityName[];
  /** What has been handed in so far (the kit's addition). */
  submission: AccountSubmission;
  /** When the account was opened. */
  created_at: string;
  /** From the details sent last: KYC first and last name, KYB legal name; null before any. */
  name: string | null;
};

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
/** The sandbox verification simulator's body. */
export type SetVerificationBody = {
  /** The status to set. */
  status: AccountVerificationStatus;
  /** Why it is rejected: with (and only with) rejected. */
  rejection_reason?: RejectionReason;
  /** What is still needed, without repeats: with (and only with) more_info_required. */
  required_info?: RequiredInfoItem[];
};

/** data of account.verification_status_updated (the service leaves it open; this is the kit's shape: docs/service-contract.md#event-data). */
export interface VerificationStatusUpdatedData {
  /** The account whose status changed. */
  connected_account_id: string;
  /** The platform's own reference for the account, as given at creation. */
  reference_id: string;
  /** The status now. */
  verification_status: AccountVerificationStatus;
  /** The status before this change. */
  previous_status: AccountVerificationStatus;
  /** Set only when rejected. */
  rejection_reason: RejectionReason | null;
  /** Non-empty only when more_info_required. */
  required_info: RequiredInfoItem[];
}
