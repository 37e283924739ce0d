/**
 * The schema of the signed-in customer's onboarding account as the proxy shows it. The browser
 * reads this answer by hand (src/client/onboarding-account-read.ts, tested against this schema),
 * so a module apart from ./view-schemas: an onboarding page never carries it, nor the zod
 * record and nullable parts only it needs.
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
