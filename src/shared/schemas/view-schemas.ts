/**
 * Schemas of what the proxy shows a browser on the onboarding path (the dashboard's quote view is in ./fx), read with
 * zod/mini by paykit/client. Kept out of ./views so the checkout path (whose views are checked
 * by hand in src/client/view.ts) never bundles a schema library. The account view is in
 * ./onboarding-account-view: the browser reads it by hand (src/client/onboarding-account-read.ts).
 */
import * as z from 'zod/mini';
import { CAPABILITY_NAMES } from './account-vocabulary';

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
