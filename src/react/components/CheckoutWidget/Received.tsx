/** How much of the amount arrived: a two-tone bar and "Received 40.50 of 100.000001 USDT" under it. */
import type { PaymentView } from 'paykit/schemas';
import { useCheckoutWidget } from './context';
import { receivedShare } from './state';
import { detail, received as receivedStyle } from './styles';
import { cx } from '../../styles/base';

/** The received share of a payment that is partly paid (underpaid, or closed after part arrived); spans, so it fits in a paragraph. */
export function Received({ view }: { view: Pick<PaymentView, 'amount' | 'amount_received' | 'currency'> }) {
  const { state, paykit } = useCheckoutWidget();
  const { t, formatAmount } = paykit;
  const { amount, amount_received: received, currency } = view;
  const share = receivedShare(received, amount);
  return (
    <span className={cx(detail(), receivedStyle())} data-part="received" data-state={state}>
      {/* Attributes, not a style: a page's CSP may refuse inline styles. */}
      <svg viewBox={`0 0 ${share.of} 1`} preserveAspectRatio="none" aria-hidden="true">
        <rect width={share.of} height="1" />
        <rect width={share.received} height="1" />
      </svg>
      {t('checkout.receivedOf', { received: formatAmount(received, currency), amount: formatAmount(amount, currency), currency })}
    </span>
  );
}
