import type { TransactionStatus as Status } from '../../shared/schemas/payments';
import type { DashboardActivityKey } from '../../react/i18n/en-dashboard-activity';
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

/** An ISO 8601 instant as a date and time in the locale and the browser's time zone. */
export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A row's date, short as lists write it ("31 Mar, 22:00" in the locale's own order): the year
 * only when it is not this year's. The details keep the full date and time.
 */
export function formatShortDateTime(value: string, locale: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year, hour: 'numeric', minute: '2-digit' }).format(date);
}
