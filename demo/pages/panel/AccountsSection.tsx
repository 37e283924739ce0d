/** Connected accounts: move verification (approve, reject, ask for more, back to review); filtered by status, a page at a time. */
import type { PanelAccount, PanelPage } from '../../panel/views';
import { AccountRow } from './AccountRow';
import type { PanelApi } from './api';
import type { ListQuery } from './list-query';
import { ListControls } from './ListControls';
import { Empty, Section, Table } from './Table';
import type { Act } from './use-panel';

interface Props {
  page: PanelPage<PanelAccount>;
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  api: PanelApi;
  act: Act;
}

export function AccountsSection({ page, query, onQuery, api, act }: Props) {
  return (
    <Section id="accounts" title="Connected accounts" count={`(${page.total})`}>
      <ListControls list="accounts" noun="accounts" page={page} query={query} onQuery={onQuery} />
      {page.data.length === 0 ? (
        <Empty>{query.status ? 'No accounts in this status.' : 'No connected accounts yet. Start onboarding in the demo to create one.'}</Empty>
      ) : (
        <Table label="Connected accounts" columns={['Account', 'Type', 'Details', 'Verification', 'Actions']}>
          {page.data.map((account) => (
            <AccountRow key={account.connected_account_id} account={account} api={api} act={act} />
          ))}
        </Table>
      )}
    </Section>
  );
}
