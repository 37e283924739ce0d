'use client';
import { useState } from 'react';
import { CheckoutWidget, PaykitProvider } from 'paykit';
import { createProxyClient } from 'paykit/client';

const client = createProxyClient({ baseUrl: '/api/paykit' });

/** Pays for a tee: the route handler's createPayment decides the price; the browser names the order. */
export function Checkout({ paymentId }: { paymentId: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const buy = () =>
    client.createPayment({ order: 'tee' }).then(
      (payment) => window.location.assign(`/?payment=${encodeURIComponent(payment.payment_id)}`),
      (failure: { status?: number; message: string }) => setError(`${failure.status ?? ''} ${failure.message}`),
    );
  return (
    <PaykitProvider client={client}>
      {paymentId ? (
        <CheckoutWidget paymentId={paymentId} />
      ) : (
        <button type="button" onClick={buy}>
          Pay for a tee
        </button>
      )}
      {error && <p data-shop-error="">{error}</p>}
    </PaykitProvider>
  );
}
