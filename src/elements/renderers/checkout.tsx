/** <paykit-checkout>: CheckoutWidget, for a payment or a payment link's payment. */
import { useEffect, useState } from 'react';
import { checkoutPaymentLink } from '../../client/payment-links';
import type { PaykitError } from '../../shared/errors';
import { isPaymentLinkId } from '../../shared/ids';
import { CheckoutWidget } from '../../react/components/CheckoutWidget/CheckoutWidget';
import { usePaykit } from '../../react/provider/context';
import { InvalidAttribute } from '../InvalidAttribute';
import { ROOT_PART, text, type Emit, type Renderer } from '../renderer';

function Checkout({ paymentId, emit }: { paymentId: string; emit: Emit }) {
  return (
    <CheckoutWidget
      {...ROOT_PART}
      paymentId={paymentId}
      onStatusChange={(view) => emit('paykit-status-change', view)}
      onSettled={(view) => emit('paykit-settled', view)}
      onExpired={(view) => emit('paykit-expired', view)}
      onError={(error: PaykitError, info) => emit('paykit-error', { error, fatal: info.fatal })}
    />
  );
}

/** A link's checkout: opens (or resumes) the link's payment through the proxy, then shows it (a failure is fatal: the element's fallback shows). */
function LinkCheckout({ linkId, emit }: { linkId: string; emit: Emit }) {
  const { client } = usePaykit('paykit-checkout');
  const [payment, setPayment] = useState<{ linkId: string; paymentId: string } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    checkoutPaymentLink(client, linkId, { signal: abort.signal }).then(
      (view) => setPayment({ linkId, paymentId: view.payment.payment_id }),
      (error: unknown) => {
        if (!abort.signal.aborted) emit('paykit-error', { error, fatal: true });
      },
    );
    return () => abort.abort();
  }, [client, linkId, emit]);
  return payment && payment.linkId === linkId ? <Checkout paymentId={payment.paymentId} emit={emit} /> : null;
}

/** pay_ then URL-safe characters, bounded: anything else is the page's mistake, not a payment to ask the proxy about. */
const PAYMENT_ID = /^pay_[\w.~-]{1,128}$/;

export const render: Renderer = (values, emit) => {
  const paymentId = text(values.paymentId);
  const linkId = text(values.linkId);
  if (paymentId)
    return PAYMENT_ID.test(paymentId) ? (
      <Checkout paymentId={paymentId} emit={emit} />
    ) : (
      <InvalidAttribute emit={emit} problem={'paykit-checkout: payment-id is not a payment id (pay_…)'} />
    );
  if (linkId)
    return isPaymentLinkId(linkId) ? (
      <LinkCheckout linkId={linkId} emit={emit} />
    ) : (
      <InvalidAttribute emit={emit} problem={'paykit-checkout: link-id is not a payment link id (pl_…)'} />
    );
  return <InvalidAttribute emit={emit} problem={'paykit-checkout: neither payment-id nor link-id is set'} />;
};
