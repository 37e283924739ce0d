/**
 * What the proxy shows a browser, shared by paykit/server (which builds these views) and
 * paykit/client (which reads them). Types and one small set: next to no runtime cost in a browser bundle.
 */
import type { PaymentLink } from './payments';
import type { AccountVerificationStatus, CapabilityName, CustomerType, RejectionReason, RequiredInfoItem } from './account-vocabulary';
import type { AccountSubmission } from './account-status';

/** A payment's state as a payer sees it. */
export type PaymentState = 'pending' | 'confirming' | 'underpaid' | 'overpaid' | 'settled' | 'expired' | 'failed';

/** States a payment never leaves: watching can stop once one is reached. */
export const FINAL_PAYMENT_STATES: ReadonlySet<PaymentState> = new Set(['settled', 'overpaid', 'expired', 'failed']);

/** What the browser may see of a payment: nothing beyond what the payer needs. */
export interface PaymentView {
  /** The payment id (`pay_` prefix). */
  payment_id: string;
  /** The payment state as the payer sees it. */
  status: PaymentState;
  /** The amount asked for, a decimal string in `currency`. */
  amount: string;
  /** The digital asset code, e.g. `USDT`. */
  currency: string;
  /** The blockchain network to pay on, or null when not known. */
  network: string | null;
  /** The address to pay to, or null when not known. */
  address: string | null;
  /** When the payment expires (ISO 8601), or null when not known. */
  expires_at: string | null;
  /** What has arrived so far, a decimal string in `currency`. */
  amount_received: string;
  /** What is still to pay (`amount` minus `amount_received`, never below zero), a decimal string. */
  amount_due: string;
  /** When this view last changed (ISO 8601). */
  updated_at: string;
  /** The merchant's reference for the payment (an order number, say), when known. */
  reference?: string | null;
  /** The on-chain transaction hash, once the service reports one. */
  tx_hash?: string | null;
  /** When the payment settled (ISO 8601), once it has. */
  settled_at?: string | null;
  /** The upstream is a test environment (the sandbox): no real funds move. */
  test_mode?: boolean;
  /**
   * The service's clock when the proxy sent this view (ISO 8601). The widget counts down to
   * `expires_at` on this clock, not the browser's: they differ (a sandbox clock moved forward, a
   * payer's clock set wrong). Set when the view is sent, never stored.
   */
  server_time?: string;
}

/** What the browser may see of a payment link: enough to show it and start checkout. */
export interface PaymentLinkView {
  /** The payment link id. */
  id: string;
  /** The amount asked for, a decimal string in `currency`. */
  amount: string;
  /** The digital asset code, e.g. `USDT`. */
  currency: string;
  /** The merchant's description, or null. */
  description: string | null;
  /** The link status: active, paid, expired or deactivated. */
  status: PaymentLink['status'];
  /** When the link was paid (ISO 8601), or null. */
  paid_at: string | null;
}

/** POST /payment-links/:id/checkout: the link and its open payment. */
export interface CheckoutView {
  /** The payment link being checked out. */
  link: PaymentLinkView;
  /** The link's open payment. */
  payment: PaymentView;
}

/** The signed-in customer's own onboarding state: no ids, no platform reference. */
export type OnboardingAccountView = {
  /** An individual or a business. */
  customer_type: CustomerType;
  /** The customer's e-mail address. */
  email: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** Where verification stands. */
  verification_status: AccountVerificationStatus;
  /** null unless rejected. */
  rejection_reason: RejectionReason | null;
  /** Empty unless more_info_required. */
  required_info: RequiredInfoItem[];
  /** Active capabilities, sorted. */
  capabilities: CapabilityName[];
  /** What has been handed in so far. */
  submission: AccountSubmission;
};

/** The customer's own virtual account: the details to pay in with, no ids. */
export type VirtualAccountView = {
  /** The account name to pay to. */
  account_name: string;
  /** The BSB (Australian bank-state-branch number). */
  bsb: string;
  /** The bank account number. */
  account_number: string;
  /** The currency of the bank account, e.g. `AUD`. */
  currency: string;
  /** The Solana address to pay in digital assets. */
  solana_address: string;
  /** The assets accepted at `solana_address`. */
  solana_assets: string[];
};
