/** Payments: settle, underpay, overpay or expire any open payment. */
import type { Payment } from '../../panel/views';
import type { PanelApi } from './api';
import { PaymentRow } from './PaymentRow';
import { Empty, Section, Table } from './Table';
import type { Act } from './use-panel';

interface Props {
  payments: Payment[];
  total: number;
  now: string | undefined;
  api: PanelApi;
  act: Act;
}

export function PaymentsSection({ payments, total, now, api, act }: Props) {
  return (
    <Section id="payments" title="Payments" count={total > payments.length ? `(newest ${payments.length} of ${total})` : `(${total})`}>
      {payments.length === 0 ? (
        <Empty>No payments yet. Buy something in the demo store, then settle it here.</Empty>
      ) : (
        <Table label="Payments" columns={['Payment', 'Amount', 'Status', 'Expires', 'Actions']}>
          {payments.map((payment) => (
            <PaymentRow key={payment.payment_id} payment={payment} now={now} api={api} act={act} />
          ))}
        </Table>
      )}
    </Section>
  );
}
