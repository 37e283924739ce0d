/**
 * What the browser is shown. Views are built field by field from upstream records, so a
 * field the service adds later never leaks to a page by accident.
 */
import type { Payment, PaymentEventData, PaymentLink } from 'paykit/schemas';
import type { ConnectedAccount, OnboardingAccountView, PaymentLinkView, PaymentState, PaymentView } from 'paykit/schemas';
import { amountDue } from '../../shared/money';
import { checkRecord } from './upstream-records';

export function paymentView(payment: Payment, updatedAt: string): PaymentView {
  checkRecord('payment', payment);
  return {
    payment_id: payment.payment_id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    network: payment.payer_instructions.network ?? null,
    address: payment.payer_instructions.address,
    expires_at: payment.expires_at,
    amount_received: payment.amount_received,
    amount_due: amountDue(payment.amount, payment.amount_received),
    updated_at: updatedAt,
    settled_at: payment.settled_at ?? null,
  };
}

/**
 * A view as it leaves for a browser: stamped with the service's clock (the widget counts down on
 * it) and, for a test environment, `test_mode`. Stamped on sending, never stored: a stored
 * stamp would be stale by the time it was read.
 */
export function sentView(view: PaymentView, upstream: { now(): number }, testMode: boolean): PaymentView {
  return { ...view, server_time: new Date(upstream.now()).toISOString(), ...(testMode ? { test_mode: true } : {}) };
}

/** The state a payment event puts the payment in. */
export function stateFromEvent(kind: string, data: PaymentEventData): PaymentState {
  if (kind === 'payment.failed') return data.failure_reason === 'expired' || data.payment_status === 'expired' ? 'expired' : 'failed';
  if (kind === 'payment.settled') return data.payment_status === 'overpaid' ? 'overpaid' : 'settled';
  return data.payment_status === 'underpaid' ? 'underpaid' : 'confirming';
}

/** Folds a payment event into what is known of the payment (address and expiry come from creation). */
export function viewFromEvent(kind: string, data: PaymentEventData, known: PaymentView | undefined, at: string): PaymentView {
  return {
    payment_id: data.payment_id,
    status: stateFromEvent(kind, data),
    amount: data.amount,
    currency: data.currency,
    network: known?.network ?? null,
    address: known?.address ?? null,
    expires_at: known?.expires_at ?? null,
    amount_received: data.amount_received,
    amount_due: amountDue(data.amount, data.amount_received),
    updated_at: at,
    settled_at: data.settled_at ?? known?.settled_at ?? null,
  };
}

export function paymentLinkView(link: PaymentLink): PaymentLinkView {
  checkRecord('payment link', link);
  return {
    id: link.id,
    amount: link.amount,
    currency: link.currency,
    description: link.description ?? null,
    status: link.status,
    paid_at: link.paid_at ?? null,
  };
}

/**
 * `submission` is this kit's addition to the account record (the sandbox has it; the service does
 * not define it: docs/service-contract.md#what-the-proxy-adds). Against a service without it, the flow starts each step from the beginning
 * instead of failing: nothing is known to be sent yet.
 */
const NOTHING_SUBMITTED: OnboardingAccountView['submission'] = {
  kyc_submitted_at: null,
  kyb_submitted_at: null,
  documents: {},
  liveness: 'not_started',
  liveness_completed_at: null,
};

/** The signed-in customer's own onboarding state: no ids, no platform reference. */
export function onboardingAccountView(account: ConnectedAccount): OnboardingAccountView {
  checkRecord('connected account', account);
  return {
    customer_type: account.customer_type,
    email: account.email,
    country: account.country,
    verification_status: account.verification_status,
    rejection_reason: account.rejection_reason,
    required_info: account.required_info,
    capabilities: account.capabilities,
    submission: account.submission ?? NOTHING_SUBMITTED,
  };
}
