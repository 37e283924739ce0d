/** "Underpay…" / "Overpay…": asks the total amount received, prefilled, as a decimal string. */
import { useState } from 'react';
import { Disclosure } from './Disclosure';

interface Props {
  summary: string;
  submitLabel: string;
  subject: string;
  fieldId: string;
  currency: string;
  initial: string;
  describedBy?: string | undefined;
  onSubmit: (amount: string) => Promise<boolean>;
}

export function AmountForm({ summary, submitLabel, subject, fieldId, currency, initial, onSubmit, describedBy }: Props) {
  const [amount, setAmount] = useState(initial);
  return (
    <Disclosure describedBy={describedBy} summary={summary} subject={subject} submitLabel={submitLabel} onSubmit={() => onSubmit(amount.trim())}>
      <label htmlFor={fieldId} className="field__label">
        Total amount received ({currency})
      </label>
      <input
        id={fieldId}
        className="field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
    </Disclosure>
  );
}
