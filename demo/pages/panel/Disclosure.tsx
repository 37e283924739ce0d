/**
 * A native <details> with a small form inside: keyboard-operable without script, and closed
 * again after the action succeeds. Its open state lives in the DOM, so refreshes keep it.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';

interface DisclosureProps {
  /** Visible summary text, e.g. "Underpay…". */
  summary: string;
  /** Spoken after the summary to tell rows apart, e.g. "payment pay_123". */
  subject: string;
  submitLabel: string;
  children: ReactNode;
  /** Resolves true when the action succeeded. */
  onSubmit: () => Promise<boolean>;
  /** The row's error, when its last action was refused. */
  describedBy?: string | undefined;
}

export function Disclosure({ summary, subject, submitLabel, children, onSubmit, describedBy }: DisclosureProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const ok = await onSubmit();
    setBusy(false);
    if (ok && details.current) details.current.open = false;
  }

  return (
    <details ref={details} className="disclosure">
      <summary className="button button--secondary" aria-label={`${summary} ${subject}`} aria-describedby={describedBy}>
        {summary}
      </summary>
      <form className="disclosure__form" onSubmit={(event) => void submit(event)}>
        {children}
        <button type="submit" className="button" disabled={busy} aria-label={`${submitLabel} ${subject}`} aria-describedby={describedBy}>
          {submitLabel}
        </button>
      </form>
    </details>
  );
}
