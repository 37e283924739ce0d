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
}

export function ActionButton({ label, subject, onClick, variant = 'primary' }: ActionButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`button button--${variant}`}
      disabled={busy}
      aria-label={subject ? `${label} ${subject}` : undefined}
      onClick={() => {
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    >
      {label}
    </button>
  );
}
