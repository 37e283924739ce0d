import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutWidget, PaykitProvider, usePaykit } from 'paykit';

function Shop() {
  const { client } = usePaykit();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  if (paymentId) return <CheckoutWidget paymentId={paymentId} />;
  // The server decides the price of { order: 'tee' } (its createPayment policy).
  const buy = async () => setPaymentId((await client.createPayment({ order: 'tee' })).payment_id);
  return (
    <button type="button" onClick={() => void buy()}>
      Buy the tee
    </button>
  );
}

createRoot(document.getElementById('root')!).render(
  <PaykitProvider>
    <Shop />
  </PaykitProvider>,
);
