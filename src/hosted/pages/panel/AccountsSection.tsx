/** Connected accounts: move verification (approve, reject, ask for more, back to review). */
import type { ConnectedAccount } from '../../panel/views';
import { AccountRow } from './AccountRow';
import type { PanelApi } from './api';
import { Empty, Section, Table } from './Table';
import type { Act } from './use-panel';

export function AccountsSection({ accounts, total, api, act }: { accounts: ConnectedAccount[]; total: number; api: PanelApi; act: Act }) {
  return (
    <Section id="accounts" title="Connected accounts" count={total > accounts.length ? `(newest ${accounts.length} of ${total})` : `(${total})`}>
      {accounts.length === 0 ? (
        <Empty>No connected accounts yet. Start onboarding in the demo to create one.</Empty>
      ) : (
        <Table label="Connected accounts" columns={['Account', 'Type', 'Email', 'Verification', 'Actions']}>
          {accounts.map((account) => (
            <AccountRow key={account.connected_account_id} account={account} api={api} act={act} />
          ))}
        </Table>
      )}
    </Section>
  );
}
