/**
 * A `payment.settled` delivery as the service sends it, signed with the endpoint secret the way
 * the service signs (lowercase hex HMAC-SHA256 of the raw body, in `Service-Signature`).
 */
import { createHmac } from 'node:crypto';

export interface SignedDelivery {
  body: string;
  signature: string;
}

export function settledDelivery(paymentId: string, eventId: string, secret: string, amount = '25.00'): SignedDelivery {
  const body = JSON.stringify({
    event: 'payment.settled',
    id: eventId,
    created_at: new Date().toISOString(),
    data: {
      payment_id: paymentId,
      transaction_id: null,
      payment_link_id: null,
      reference: 'bench-order',
      amount,
      currency: 'USDT',
      status: 'settled',
      payment_status: 'settled',
      amount_received: amount,
      tx_hash: null,
      confirmed_at: null,
      settled_at: null,
    },
  });
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
}

/** POSTs a signed delivery to a proxy's webhook receiver (mounted at /api/paykit) and returns the status. */
export async function deliver(proxyUrl: string, delivery: SignedDelivery): Promise<number> {
  const response = await fetch(`${proxyUrl}/api/paykit/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'service-signature': delivery.signature },
    body: delivery.body,
  });
  await response.arrayBuffer();
  return response.status;
}
