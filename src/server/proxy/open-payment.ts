/**
 * A payment created at the service and recorded in the proxy's store, so the proxy serves it by
 * id (GET /payments/:id, its event stream, `<paykit-checkout payment-id>`) with the address and
 * expiry that only the create's answer carries: the real service has no read of a payment. The
 * one path for the browser's POST /payments and for the merchant's server (the handler's
 * `createPayment`).
 */
import type { Payment } from 'paykit/schemas';
import type { PaykitClient, RequestOptions } from '../client';
import type { PaymentDecision } from './policies';
import type { StatusStore, StoredStatus } from './status-store';
import { paymentView } from './views';

/** What was created upstream, and what the store now holds of it. */
export interface OpenedPayment {
  payment: Payment;
  stored: StoredStatus;
}

/** Creates the payment `decision` names (for `onBehalfOf` when given) and records it in `store`. */
export async function openPayment(
  client: PaykitClient,
  store: StatusStore,
  decision: PaymentDecision,
  call: Pick<RequestOptions, 'signal'> = {},
): Promise<OpenedPayment> {
  const { onBehalfOf, amount, currency, reference } = decision;
  const payment = await client.payments.create({ amount, currency, reference }, { ...call, ...(onBehalfOf ? { onBehalfOf } : {}) });
  const { stored } = await store.apply(paymentView(payment, new Date().toISOString()));
  return { payment, stored };
}
