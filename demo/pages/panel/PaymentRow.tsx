/** One payment and its simulator buttons (only while it is open: pending or underpaid). */
import type { Payment } from '../../panel/views';
import { ActionButton } from './ActionButton';
import { AmountForm } from './AmountForm';
import { halfOf, oneAndAHalfOf } from './amounts';
import type { PanelApi } from './api';
import { formatTime, humanize, relativeTo } from './format';
import { money } from './money';
import { useRowError } from './row-error';
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
    `Payment ${p.payment_id} is now ${p.status}${p.status === 'settled' || p.status === 'expired' ? '' : `, ${money(p.amount_received, p.currency)} received`}.`;
  // An expired payment that had been underpaid still holds money the merchant must deal with: show it.
  const showReceived = payment.status === 'underpaid' || payment.status === 'overpaid' || (payment.status === 'expired' && /[1-9]/.test(payment.amount_received));
  const { errorId, rowAct, errorElement } = useRowError(id, act);

  return (
    <Row id={id}>
      <Cell label="Payment" className="mono">
        {id}
        <span className="sub">ref {payment.reference}</span>
      </Cell>
      <Cell label="Amount" className="nowrap">
        {money(payment.amount, payment.currency)}
      </Cell>
      <Cell label="Status">
        <span className={`badge badge--${payment.status}`}>{humanize(payment.status)}</span>
        {showReceived ? <span className="sub">received {money(payment.amount_received, payment.currency)}</span> : null}
      </Cell>
      <Cell label="Expires">
        <time dateTime={payment.expires_at}>{formatTime(payment.expires_at)}</time>
        {OPEN.has(payment.status) && now ? <span className="sub">{relativeTo(payment.expires_at, now)}</span> : null}
      </Cell>
      <ActionsCell error={errorElement}>
        {OPEN.has(payment.status) ? (
          <>
            <ActionButton
              label="Settle"
              subject={subject}
              describedBy={errorId}
              onClick={() => rowAct(() => api.simulatePayment(id, { status: 'settled' }), outcome, `Could not settle ${id}`)}
            />
            <AmountForm
              summary="Underpay…"
              submitLabel="Underpay"
              subject={subject}
              describedBy={errorId}
              fieldId={`underpay-${id}`}
              currency={payment.currency}
              initial={halfOf(payment.amount, payment.currency)}
              onSubmit={(amount) => rowAct(() => api.simulatePayment(id, { status: 'underpaid', amount_received: amount }), outcome, `Could not underpay ${id}`)}
            />
            <AmountForm
              summary="Overpay…"
              submitLabel="Overpay"
              subject={subject}
              describedBy={errorId}
              fieldId={`overpay-${id}`}
              currency={payment.currency}
              initial={oneAndAHalfOf(payment.amount, payment.currency)}
              onSubmit={(amount) => rowAct(() => api.simulatePayment(id, { status: 'overpaid', amount_received: amount }), outcome, `Could not overpay ${id}`)}
            />
            <ActionButton
              label="Expire"
              variant="danger"
              subject={subject}
              describedBy={errorId}
              onClick={() => rowAct(() => api.simulatePayment(id, { status: 'expired' }), outcome, `Could not expire ${id}`)}
            />
          </>
        ) : (
          <span className="sub">Final</span>
        )}
      </ActionsCell>
    </Row>
  );
}
