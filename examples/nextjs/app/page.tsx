'use client';
import { use, useState } from 'react';
import { CheckoutWidget, PaykitProvider } from 'paykit';
import { createProxyClient } from 'paykit/client';

const client = createProxyClient({ baseUrl: '/api/paykit' });

// After the purchase the address names the payment (?payment=pay_…): the widget is in the
// server HTML, and a reload shows the same payment. "Start again" (an expired payment) buys anew,
// and the new payment's id replaces the old one in the address.
export default function CheckoutPage({ searchParams }: { searchParams: Promise<{ payment?: string }> }) {
  const paymentId = use(searchParams).payment;
  const [error, setError] = useState<string | null>(null);
  // The browser names the order; the route handler's createPayment decides the price.
  const buy = () =>
    client.createPayment({ order: 'tee' }).then(
      (payment) => window.location.assign(`/?payment=${encodeURIComponent(payment.payment_id)}`),
      (failure: Error) => setError(failure.message),
    );
  return (
    <PaykitProvider client={client}>
      <main>
        <h1>Tee shop</h1>
        {paymentId ? (
          <CheckoutWidget paymentId={paymentId} onRestart={() => void buy()} />
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
