/**
 * "Underpay…" / "Overpay…": asks the total amount received, prefilled. What is typed is read by
 * the kit's one amount reader (parseAmount, English notation: "1,000" is a thousand, "1,5" is
 * refused with how to type it) and checked at the field before anything is sent.
 */
import { useRef, useState } from 'react';
import { checkAmountInput } from '../../../src/shared/parse-amount';
import { amountProblemWords, PANEL_LOCALE } from './amount-words';
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
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${fieldId}-error`;

  function submit(): Promise<boolean> {
    const check = checkAmountInput(amount, PANEL_LOCALE, currency);
    if ('problem' in check) {
      setError(amountProblemWords(check.problem, currency));
      input.current?.focus();
      return Promise.resolve(false);
    }
    setError(null);
    return onSubmit(check.amount);
  }

  return (
    <Disclosure describedBy={describedBy} summary={summary} subject={subject} submitLabel={submitLabel} onSubmit={submit}>
      <label htmlFor={fieldId} className="field__label">
        Total amount received ({currency})
      </label>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        id={fieldId}
        className="field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
    </Disclosure>
  );
}
