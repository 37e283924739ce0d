/** One payment and its simulator buttons (only while it is open: pending or underpaid). */
import type { Payment } from '../../panel/views';
import { ActionButton } from './ActionButton';
import { AmountForm } from './AmountForm';
import { halfOf, oneAndAHalfOf } from './amounts';
import type { PanelApi } from './api';
import { formatTime, humanize, relativeTo } from './format';
import { ActionsCell, Cell, Row } from './Table';
import type { Act } from './use-panel';

const OPEN = new Set(['pending', 'underpaid']);

interface Props {
  payment: Payment;
  now: string | undefined;
  api: PanelApi;
  act: Act;
}

export function PaymentRow({ payment, now, api, act }: Props) {
  const id = payment.payment_id;
  const subject = `payment ${id}`;
  const outcome = (p: Payment) =>
    `Payment ${p.payment_id} is now ${p.status}${p.status === 'settled' || p.status === 'expired' ? '' : `, ${p.amount_received} ${p.currency} received`}.`;
  const showReceived = payment.status === 'underpaid' || payment.status === 'overpaid';

  return (
    <Row id={id}>
      <Cell label="Payment" className="mono">
        {id}
        <span className="sub">ref {payment.reference}</span>
      </Cell>
      <Cell label="Amount" className="nowrap">
        {payment.amount} {payment.currency}
      </Cell>
      <Cell label="Status">
        <span className={`badge badge--${payment.status}`}>{humanize(payment.status)}</span>
        {showReceived ? (
          <span className="sub">
            received {payment.amount_received} {payment.currency}
          </span>
        ) : null}
      </Cell>
      <Cell label="Expires">
        <time dateTime={payment.expires_at}>{formatTime(payment.expires_at)}</time>
        {OPEN.has(payment.status) && now ? <span className="sub">{relativeTo(payment.expires_at, now)}</span> : null}
      </Cell>
      <ActionsCell>
        {OPEN.has(payment.status) ? (
          <>
            <ActionButton
              label="Settle"
              subject={subject}
              onClick={() => act(() => api.simulatePayment(id, { status: 'settled' }), outcome, `Could not settle ${id}`)}
            />
            <AmountForm
              summary="Underpay…"
              submitLabel="Underpay"
              subject={subject}
              fieldId={`underpay-${id}`}
              currency={payment.currency}
              initial={halfOf(payment.amount, payment.currency)}
              onSubmit={(amount) => act(() => api.simulatePayment(id, { status: 'underpaid', amount_received: amount }), outcome, `Could not underpay ${id}`)}
            />
            <AmountForm
              summary="Overpay…"
              submitLabel="Overpay"
              subject={subject}
              fieldId={`overpay-${id}`}
              currency={payment.currency}
              initial={oneAndAHalfOf(payment.amount, payment.currency)}
              onSubmit={(amount) => act(() => api.simulatePayment(id, { status: 'overpaid', amount_received: amount }), outcome, `Could not overpay ${id}`)}
            />
            <ActionButton
              label="Expire"
              variant="danger"
              subject={subject}
              onClick={() => act(() => api.simulatePayment(id, { status: 'expired' }), outcome, `Could not expire ${id}`)}
            />
          </>
        ) : (
          <span className="sub">Final</span>
        )}
      </ActionsCell>
    </Row>
  );
}
