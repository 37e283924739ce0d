/** Payments: settle, underpay, overpay or expire any open payment; filtered by status, a page at a time. */
import type { PanelPage, Payment } from '../../panel/views';
import type { PanelApi } from './api';
import type { ListQuery } from './list-query';
import { ListControls } from './ListControls';
import { PaymentRow } from './PaymentRow';
import { Empty, Section, Table } from './Table';
import type { Act } from './use-panel';

interface Props {
  page: PanelPage<Payment>;
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  now: string | undefined;
  api: PanelApi;
  act: Act;
}

export function PaymentsSection({ page, query, onQuery, now, api, act }: Props) {
  return (
    <Section id="payments" title="Payments" count={`(${page.total})`}>
      <ListControls list="payments" noun="payments" page={page} query={query} onQuery={onQuery} />
      {page.data.length === 0 ? (
        <Empty>{query.status ? 'No payments in this status.' : 'No payments yet. Buy something in the demo store, then settle it here.'}</Empty>
      ) : (
        <Table label="Payments" columns={['Payment', 'Amount', 'Status', 'Expires', 'Actions']}>
          {page.data.map((payment) => (
            <PaymentRow key={payment.payment_id} payment={payment} now={now} api={api} act={act} />
          ))}
        </Table>
      )}
    </Section>
  );
}
