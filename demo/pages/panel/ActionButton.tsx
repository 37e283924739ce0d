/**
 * A one-click action; disabled while it runs so a double click sends once. Its accessible name
 * starts with the visible label and adds the row it acts on ("Settle payment pay_…").
 */
import { useState } from 'react';

interface ActionButtonProps {
  label: string;
  /** Spoken after the label to tell rows apart, e.g. "payment pay_123". */
  subject?: string;
  onClick: () => Promise<unknown>;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Not offered now; `describedBy` should name the note that says why. */
  disabled?: boolean;
  /** Ids of what describes the button: the reason it is disabled, the row's error. */
  describedBy?: string | undefined;
}

export function ActionButton({ label, subject, onClick, variant = 'primary', disabled = false, describedBy }: ActionButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`button button--${variant}`}
      disabled={busy || disabled}
      aria-label={subject ? `${label} ${subject}` : undefined}
      aria-describedby={describedBy || undefined}
      onClick={() => {
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    >
      {label}
    </button>
  );
}
