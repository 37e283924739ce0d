/**
 * Schemas of what the proxy shows a browser on the onboarding path (the dashboard's quote view is in ./fx), read with
 * zod/mini by paykit/client. Kept out of ./views so the checkout path (whose views are checked
 * by hand in src/client/view.ts) never bundles a schema library.
 */
import * as z from 'zod/mini';
import { accountSubmission, CAPABILITY_NAMES, CUSTOMER_TYPES, REJECTION_REASONS, REQUIRED_INFO_ITEMS, VERIFICATION_STATUSES } from './account-status';

/** The signed-in customer's own onboarding state: no ids, no platform reference (the proxy always sends every field). */
export const onboardingAccountView = z.object({
  customer_type: z.enum(CUSTOMER_TYPES),
  email: z.string(),
  country: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  /** null unless rejected. */
  rejection_reason: z.nullable(z.enum(REJECTION_REASONS)),
  /** Empty unless more_info_required. */
  required_info: z.array(z.enum(REQUIRED_INFO_ITEMS)),
  /** Active capabilities, sorted. */
  capabilities: z.array(z.enum(CAPABILITY_NAMES)),
  submission: accountSubmission,
});

/** The customer's own virtual account: the details to pay in with, no ids. */
export const virtualAccountView = z.object({
  /** The account name to pay to. */
  account_name: z.string(),
  /** The BSB (Australian bank-state-branch number). */
  bsb: z.string(),
  /** The bank account number. */
  account_number: z.string(),
  /** The currency of the bank account, e.g. `AUD`. */
  currency: z.string(),
  /** The Solana address to pay in digital assets. */
  solana_address: z.string(),
  /** The assets accepted at `solana_address`. */
  solana_assets: z.array(z.string()),
});

/** The capabilities the proxy answers after activating some. */
export const capabilitiesView = z.object({ capabilities: z.array(z.enum(CAPABILITY_NAMES)) });
