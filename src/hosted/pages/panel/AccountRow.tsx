/** One connected account and the verification simulator. */
import type { ConnectedAccount } from '../../panel/views';
import { ActionButton } from './ActionButton';
import type { PanelApi } from './api';
import { humanize, REJECTION_LABELS, REQUIRED_INFO_LABELS } from './format';
import { MoreInfoForm } from './MoreInfoForm';
import { RejectForm } from './RejectForm';
import { ActionsCell, Cell, Row } from './Table';
import type { Act } from './use-panel';

export function AccountRow({ account, api, act }: { account: ConnectedAccount; api: PanelApi; act: Act }) {
  const id = account.connected_account_id;
  const subject = `account ${id}`;
  const moved = (a: ConnectedAccount) => `Account ${a.connected_account_id} is now ${humanize(a.verification_status).toLowerCase()}.`;
  const status = account.verification_status;

  return (
    <Row id={id}>
      <Cell label="Account" className="mono">
        {id}
        <span className="sub">ref {account.reference_id}</span>
      </Cell>
      <Cell label="Type">{humanize(account.customer_type)}</Cell>
      <Cell label="Email" className="break">
        {account.email}
      </Cell>
      <Cell label="Verification">
        <span className={`badge badge--${status}`}>{humanize(status)}</span>
        {account.rejection_reason ? <span className="sub">{REJECTION_LABELS[account.rejection_reason]}</span> : null}
        {account.required_info.length > 0 ? <span className="sub">Needs: {account.required_info.map((item) => REQUIRED_INFO_LABELS[item]).join(', ')}</span> : null}
      </Cell>
      <ActionsCell>
        {status !== 'approved' ? (
          <ActionButton
            label="Approve"
            subject={subject}
            onClick={() => act(() => api.setVerification(id, { status: 'approved' }), moved, `Could not approve ${id}`)}
          />
        ) : null}
        <RejectForm
          accountId={id}
          subject={subject}
          onSubmit={(reason) => act(() => api.setVerification(id, { status: 'rejected', rejection_reason: reason }), moved, `Could not reject ${id}`)}
        />
        <MoreInfoForm
          accountId={id}
          subject={subject}
          business={account.customer_type === 'business'}
          onSubmit={(items) =>
            act(() => api.setVerification(id, { status: 'more_info_required', required_info: items }), moved, `Could not request more information for ${id}`)
          }
        />
        {status !== 'in_review' ? (
          <ActionButton
            label="In review"
            variant="secondary"
            subject={subject}
            onClick={() => act(() => api.setVerification(id, { status: 'in_review' }), moved, `Could not move ${id} to review`)}
          />
        ) : null}
      </ActionsCell>
    </Row>
  );
}
