/** Payouts: complete or fail any pending payout (the panel API acts for its owner). */
import type { SandboxPayout } from '../../panel/views';
import type { PanelApi } from './api';
import { PayoutRow } from './PayoutRow';
import { Empty, Section, Table } from './Table';
import type { Act } from './use-panel';

export function PayoutsSection({ payouts, total, api, act }: { payouts: SandboxPayout[]; total: number; api: PanelApi; act: Act }) {
  return (
    <Section id="payouts" title="Payouts" count={total > payouts.length ? `(newest ${payouts.length} of ${total})` : `(${total})`}>
      {payouts.length === 0 ? (
        <Empty>No payouts yet.</Empty>
      ) : (
        <Table label="Payouts" columns={['Payout', 'Amount', 'Destination', 'Owner', 'Status', 'Actions']}>
          {payouts.map((payout) => (
            <PayoutRow key={payout.payout_id} payout={payout} api={api} act={act} />
          ))}
        </Table>
      )}
    </Section>
  );
}
