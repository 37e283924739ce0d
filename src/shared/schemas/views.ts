/**
 * What the proxy shows a browser, shared by paykit/server (which builds these views) and
 * paykit/client (which reads them). Types and one small set: next to no runtime cost in a browser bundle.
 */
import type { ConnectedAccount } from './accounts';
import type { PaymentLink } from './payments';

/** A payment's state as a payer sees it. */
export type PaymentState = 'pending' | 'confirming' | 'underpaid' | 'overpaid' | 'settled' | 'expired' | 'failed';

/** States a payment never leaves: watching can stop once one is reached. */
export const FINAL_PAYMENT_STATES: ReadonlySet<PaymentState> = new Set(['settled', 'overpaid', 'expired', 'failed']);

/** What the browser may see of a payment: nothing beyond what the payer needs. */
export interface PaymentView {
  payment_id: string;
  status: PaymentState;
  amount: string;
  currency: string;
  network: string | null;
  address: string | null;
  expires_at: string | null;
  amount_received: string;
  amount_due: string;
  updated_at: string;
}

/** What the browser may see of a payment link: enough to show it and start checkout. */
export interface PaymentLinkView {
  id: string;
  amount: string;
  currency: string;
  description: string | null;
  status: PaymentLink['status'];
  paid_at: string | null;
}

/** POST /payment-links/:id/checkout: the link and its open payment. */
export interface CheckoutView {
  link: PaymentLinkView;
  payment: PaymentView;
}

/** The signed-in customer's own onboarding state: no ids, no platform reference. */
export type OnboardingAccountView = Pick<
  ConnectedAccount,
  'customer_type' | 'email' | 'country' | 'verification_status' | 'rejection_reason' | 'required_info' | 'capabilities' | 'submission'
>;

/** The customer's own virtual account: the details to pay in with, no ids. */
export interface VirtualAccountView {
  account_name: string;
  bsb: string;
  account_number: string;
  currency: string;
  solana_address: string;
  solana_assets: readonly string[];
}
