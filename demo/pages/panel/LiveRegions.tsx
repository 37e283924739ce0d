/** Polite status for results, an alert for failures; both exist from the first render so readers pick them up. */
import type { Message } from './use-panel';

export function LiveRegions({ status, alert }: { status: Message | null; alert: Message | null }) {
  return (
    <div className="live">
      <p role="status" aria-live="polite" className="live__status">
        {status ? <span key={status.seq}>{status.text}</span> : null}
      </p>
      <p role="alert" className="live__alert">
        {alert ? <span key={alert.seq}>{alert.text}</span> : null}
      </p>
    </div>
  );
}
