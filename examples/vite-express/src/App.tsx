import { useState } from 'react';
import { CheckoutWidget, PaykitProvider } from 'paykit';
import { createProxyClient } from 'paykit/client';

const client = createProxyClient({ baseUrl: '/api/paykit' });

/** A one-product shop: the server decides the price; the browser only names the order. */
export function App() {
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buy = () =>
    client.createPayment({ order: 'tee' }).then(
      (payment) => setPaymentId(payment.payment_id),
      (failure: Error) => setError(failure.message),
    );
  return (
    <PaykitProvider client={client}>
      <main>
        <h1>Tee shop</h1>
        {paymentId ? (
          <CheckoutWidget paymentId={paymentId} />
        ) : (
          <button type="button" onClick={() => void buy()}>
            Pay for a tee
          </button>
        )}
        {error && <p data-shop-error="">{error}</p>}
      </main>
    </PaykitProvider>
  );
}
