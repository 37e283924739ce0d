/** Payouts: complete or fail any pending payout (the panel API acts for its owner); filtered by status, a page at a time. */
import type { PanelPage, SandboxPayout } from '../../panel/views';
import type { PanelApi } from './api';
import type { ListQuery } from './list-query';
import { ListControls } from './ListControls';
import { PayoutRow } from './PayoutRow';
import { Empty, Section, Table } from './Table';
import type { Act } from './use-panel';

interface Props {
  page: PanelPage<SandboxPayout>;
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  api: PanelApi;
  act: Act;
}

export function PayoutsSection({ page, query, onQuery, api, act }: Props) {
  return (
    <Section id="payouts" title="Payouts" count={`(${page.total})`}>
      <ListControls list="payouts" noun="payouts" page={page} query={query} onQuery={onQuery} />
      {page.data.length === 0 ? (
        <Empty>{query.status ? 'No payouts in this status.' : 'No payouts yet.'}</Empty>
      ) : (
        <Table label="Payouts" columns={['Payout', 'Amount', 'Destination', 'Owner', 'Status', 'Actions']}>
          {page.data.map((payout) => (
            <PayoutRow key={payout.payout_id} payout={payout} api={api} act={act} />
          ))}
        </Table>
      )}
    </Section>
  );
}
