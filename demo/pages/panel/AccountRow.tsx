/**
 * One connected account and the verification simulator. The row says who it is (the name from
 * the details sent, email, when it was created) and what the applicant has sent; Approve is
 * offered only once something was sent. Only the moves the sandbox's table allows from the
 * account's status are offered (the panel API lists them); the others' rule is said instead.
 */
import type { ConnectedAccount, PanelAccount } from '../../panel/views';
import { ActionButton } from './ActionButton';
import type { PanelApi } from './api';
import { formatTime, humanize, REJECTION_LABELS, REQUIRED_INFO_LABELS } from './format';
import { MoreInfoForm } from './MoreInfoForm';
import { RejectForm } from './RejectForm';
import { useRowError } from './row-error';
import { ActionsCell, Cell, Row } from './Table';
import type { Act } from './use-panel';

type Submission = ConnectedAccount['submission'];

/** When the identity data (KYC or KYB) went in, or null when it has not. */
const detailsSentAt = (submission: Submission) => submission.kyc_submitted_at ?? submission.kyb_submitted_at;

const documentCount = (submission: Submission) => Object.values(submission.documents).reduce((sum, count) => sum + (count ?? 0), 0);

/** Mirrors the panel API's rule: anything handed in makes an account reviewable. */
const sentAnything = (submission: Submission) => detailsSentAt(submission) !== null || documentCount(submission) > 0 || submission.liveness_completed_at !== null;

/** The moves the row has buttons for. */
const PANEL_MOVES = ['approved', 'rejected', 'more_info_required', 'in_review'] as const;

/** Why moves the row would offer are refused, each rule once; the current status ("already …") goes unsaid. */
function refusedRules(account: PanelAccount): string[] {
  const rules = PANEL_MOVES.filter((to) => to !== account.verification_status).map((to) => account.verification_moves[to]);
  return [...new Set(rules.filter((rule): rule is string => rule !== null))];
}

export function AccountRow({ account, api, act }: { account: PanelAccount; api: PanelApi; act: Act }) {
  const id = account.connected_account_id;
  const subject = `account ${id}`;
  const moved = (a: ConnectedAccount) => `Account ${a.connected_account_id} is now ${humanize(a.verification_status).toLowerCase()}.`;
  const status = account.verification_status;
  const { submission } = account;
  const sentAt = detailsSentAt(submission);
  const documents = documentCount(submission);
  const reviewable = sentAnything(submission);
  const { errorId, rowAct, errorElement } = useRowError(id, act);
  const approveNoteId = `${id}-approve-note`;
  const allowed = (to: (typeof PANEL_MOVES)[number]) => account.verification_moves[to] === null;
  const rules = refusedRules(account);

  return (
    <Row id={id}>
      <Cell label="Account">
        {account.name ? (
          <>
            <span className="primary break">{account.name}</span>
            <span className="sub break">{account.email}</span>
          </>
        ) : (
          <>
            <span className="primary break">{account.email}</span>
            <span className="sub">No name yet</span>
          </>
        )}
        <span className="sub mono">{id}</span>
        <span className="sub">
          Created <time dateTime={account.created_at}>{formatTime(account.created_at)}</time>
        </span>
      </Cell>
      <Cell label="Type">{humanize(account.customer_type)}</Cell>
      <Cell label="Details">
        {sentAt ? (
          <span className="sent" data-tone="success">
            Details sent <time dateTime={sentAt}>{formatTime(sentAt)}</time>
          </span>
        ) : (
          <span className="sent" data-tone="neutral">
            {reviewable ? 'No identity details yet' : 'Nothing sent yet'}
          </span>
        )}
        {documents > 0 ? <span className="sub">{documents === 1 ? '1 document' : `${documents} documents`}</span> : null}
        {submission.liveness_completed_at ? <span className="sub">Liveness done</span> : null}
      </Cell>
      <Cell label="Verification">
        <span className={`badge badge--${status}`}>{humanize(status)}</span>
        {account.rejection_reason ? <span className="sub">{REJECTION_LABELS[account.rejection_reason]}</span> : null}
        {account.required_info.length > 0 ? <span className="sub">Needs: {account.required_info.map((item) => REQUIRED_INFO_LABELS[item]).join(', ')}</span> : null}
      </Cell>
      <ActionsCell error={errorElement}>
        {allowed('approved') ? (
          <ActionButton
            label="Approve"
            subject={subject}
            disabled={!reviewable}
            describedBy={[reviewable ? '' : approveNoteId, errorId ?? ''].filter(Boolean).join(' ')}
            onClick={() => rowAct(() => api.setVerification(id, { status: 'approved' }), moved, `Could not approve ${id}`)}
          />
        ) : null}
        {allowed('rejected') ? (
          <RejectForm
            accountId={id}
            subject={subject}
            describedBy={errorId}
            onSubmit={(reason) => rowAct(() => api.setVerification(id, { status: 'rejected', rejection_reason: reason }), moved, `Could not reject ${id}`)}
          />
        ) : null}
        {allowed('more_info_required') ? (
          <MoreInfoForm
            accountId={id}
            subject={subject}
            business={account.customer_type === 'business'}
            describedBy={errorId}
            onSubmit={(items) =>
              rowAct(() => api.setVerification(id, { status: 'more_info_required', required_info: items }), moved, `Could not request more information for ${id}`)
            }
          />
        ) : null}
        {allowed('in_review') ? (
          <ActionButton
            label="In review"
            variant="secondary"
            subject={subject}
            describedBy={errorId}
            onClick={() => rowAct(() => api.setVerification(id, { status: 'in_review' }), moved, `Could not move ${id} to review`)}
          />
        ) : null}
        {rules.map((rule) => (
          <p key={rule} className="actions__note">
            {rule}.
          </p>
        ))}
        {allowed('approved') && !reviewable ? (
          <p id={approveNoteId} className="actions__note">
            Nothing to approve: this applicant has not sent any details yet.
          </p>
        ) : null}
      </ActionsCell>
    </Row>
  );
}
