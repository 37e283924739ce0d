/** "Reject…": pick one of the service's rejection reasons (docs/service-contract.md#verification). */
import { useState } from 'react';
import type { RejectionReason } from '../../../src/shared/schemas/accounts';
import { Disclosure } from './Disclosure';
import { REJECTION_LABELS, REJECTION_REASONS } from './format';

interface Props {
  accountId: string;
  subject: string;
  describedBy?: string | undefined;
  onSubmit: (reason: RejectionReason) => Promise<boolean>;
}

export function RejectForm({ accountId, subject, onSubmit, describedBy }: Props) {
  const [reason, setReason] = useState<RejectionReason>(REJECTION_REASONS[0] as RejectionReason);
  const fieldId = `reject-${accountId}`;
  return (
    <Disclosure describedBy={describedBy} summary="Reject…" subject={subject} submitLabel="Reject" onSubmit={() => onSubmit(reason)}>
      <label htmlFor={fieldId} className="field__label">
        Rejection reason
      </label>
      <select id={fieldId} className="field__input" value={reason} onChange={(event) => setReason(event.target.value as RejectionReason)}>
        {REJECTION_REASONS.map((value) => (
          <option key={value} value={value}>
            {REJECTION_LABELS[value]}
          </option>
        ))}
      </select>
    </Disclosure>
  );
}
