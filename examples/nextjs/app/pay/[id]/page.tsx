'use client';
import { use, useEffect, useState } from 'react';
import { CheckoutWidget, PaykitProvider } from 'paykit';
import { checkoutPaymentLink, createProxyClient } from 'paykit/client';

const client = createProxyClient({ baseUrl: '/api/paykit' });

// The payment link's checkout: the proxy opens (or resumes) the link's payment, the widget shows it.
export default function PayLinkPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = use(params);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    checkoutPaymentLink(client, id, { signal: abort.signal }).then(
      (checkout) => setPaymentId(checkout.payment.payment_id),
      (failure: Error) => {
        if (!abort.signal.aborted) setError(failure.message);
      },
    );
    return () => abort.abort();
  }, [id]);
  return (
    <PaykitProvider client={client}>
      <main>
        <h1>Pay a link</h1>
        {paymentId && <CheckoutWidget paymentId={paymentId} />}
        {error && <p role="alert">{error}</p>}
      </main>
    </PaykitProvider>
  );
}
