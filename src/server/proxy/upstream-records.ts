/**
 * The service's records are checked for exactly what a view reads before a browser is shown
 * anything built from them. A record without those fields means the service broke its contract
 * (or the proxy talks to the wrong host): the browser gets a 502 and the merchant hears of it,
 * instead of a TypeError becoming a 500. Fields the views do not read are not checked, so the
 * service may add or drop them freely.
 */
import * as z from 'zod/mini';
import { parseAnswer } from '../../shared/schemas/answer';
import { connectedAccount } from '../../shared/schemas/connected-account';
import { payerInstructions, payment, paymentLink } from '../../shared/schemas/payments';

const paymentForView = z.extend(z.pick(payment, { payment_id: true, status: true, amount: true, currency: true, amount_received: true, expires_at: true }), {
  payer_instructions: z.pick(payerInstructions, { address: true }),
});
const linkForView = z.pick(paymentLink, { id: true, amount: true, currency: true, status: true });
const accountForView = z.pick(connectedAccount, {
  customer_type: true,
  email: true,
  country: true,
  verification_status: true,
  rejection_reason: true,
  required_info: true,
  capabilities: true,
});

const RECORDS = { payment: paymentForView, 'payment link': linkForView, 'connected account': accountForView };

/** Throws PaykitUpstreamInvalidError (naming the field, never a value) unless `record` has what the `kind` view reads. */
export function checkRecord(kind: keyof typeof RECORDS, record: unknown): void {
  parseAnswer(RECORDS[kind], record, { operation: `the ${kind} view` });
}
