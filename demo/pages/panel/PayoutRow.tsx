/** One payout; Complete, or Fail with a reason, while it is pending. */
import { useState } from 'react';
import type { Payout } from '../../../src/shared/schemas/payouts';
import type { SandboxPayout } from '../../panel/views';
import { ActionButton } from './ActionButton';
import type { PanelApi } from './api';
import { Disclosure } from './Disclosure';
import { humanize } from './format';
import { money } from './money';
import { useRowError } from './row-error';
import { ActionsCell, Cell, Row } from './Table';
import type { Act } from './use-panel';

function destination(payout: SandboxPayout): string {
  const d = payout.destination;
  if (d.type === 'bank_account') return `Bank ${d.bsb} ${d.account_number} (${d.account_name})`;
  return `${humanize(d.network)} ${d.address}`;
}

export function PayoutRow({ payout, api, act }: { payout: SandboxPayout; api: PanelApi; act: Act }) {
  const id = payout.payout_id;
  const subject = `payout ${id}`;
  const [reason, setReason] = useState('Destination account closed');
  const { errorId, rowAct, errorElement } = useRowError(id, act);
  const done = (p: Payout) => `Payout ${p.payout_id} is now ${p.status}${p.failure_reason ? `: ${p.failure_reason}` : ''}.`;

  return (
    <Row id={id}>
      <Cell label="Payout" className="mono">
        {id}
        {payout.reference ? <span className="sub">ref {payout.reference}</span> : null}
      </Cell>
      <Cell label="Amount" className="nowrap">
        {money(payout.amount, payout.currency)}
      </Cell>
      <Cell label="Destination" className="break">
        {destination(payout)}
      </Cell>
      <Cell label="Owner" className="mono">
        {payout.connected_account_id ?? 'Platform'}
      </Cell>
      <Cell label="Status">
        <span className={`badge badge--${payout.status}`}>{humanize(payout.status)}</span>
        {payout.failure_reason ? <span className="sub">{payout.failure_reason}</span> : null}
      </Cell>
      <ActionsCell error={errorElement}>
        {payout.status === 'pending' ? (
          <>
            <ActionButton
              label="Complete"
              subject={subject}
              describedBy={errorId}
              onClick={() => rowAct(() => api.simulatePayout(id, { status: 'completed' }), done, `Could not complete ${id}`)}
            />
            <Disclosure
              summary="Fail…"
              subject={subject}
              describedBy={errorId}
              submitLabel="Fail"
              onSubmit={() => rowAct(() => api.simulatePayout(id, { status: 'failed', failure_reason: reason.trim() }), done, `Could not fail ${id}`)}
            >
              <label htmlFor={`fail-${id}`} className="field__label">
                Failure reason
              </label>
              <input id={`fail-${id}`} className="field__input" type="text" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Disclosure>
          </>
        ) : (
          <span className="sub">Final</span>
        )}
      </ActionsCell>
    </Row>
  );
}
