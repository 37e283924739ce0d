import type { TransactionStatus as Status } from 'paykit/schemas';
import type { DashboardActivityKey } from 'paykit';
import { pillTone, statusPill, type PillTone } from '../../react/styles/pill';

/**
 * Each status's pill tone: settled is done, failed is lost; pending and confirmed are on their
 * way, which is neutral, not a warning: nobody has to act on them.
 */
export const STATUS_TONES: Readonly<Record<Status, PillTone>> = {
  pending: 'neutral',
  confirmed: 'neutral',
  settled: 'success',
  failed: 'danger',
};

/**
 * The statuses in the service's order, for the status filter: not TRANSACTION_STATUSES, whose
 * module brings zod, and not the keys of STATUS_TONES, which Storybook's docgen gives a
 * `displayName` key of its own.
 */
export const STATUS_ORDER: readonly Status[] = ['pending', 'confirmed', 'settled', 'failed'];

/** A status as a pill (the words carry it; the tint and the dot repeat it). */
export function TransactionStatus({ status, t }: { status: Status; t: (key: DashboardActivityKey) => string }) {
  return (
    <span className={statusPill()} data-tone={pillTone(STATUS_TONES[status] ?? 'neutral')} data-status={status}>
      {t(`transactions.${status}`)}
    </span>
  );
}
