import type { TransactionStatus as Status } from '../../shared/schemas/payments';
import { StatusIcon, type StatusTone } from '../../react/internal/StatusIcon';
import type { DashboardActivityKey } from '../../react/i18n/en-dashboard-activity';
import * as styles from './styles';

/** Each status's colour and icon: settled is done, failed is lost, the others are on their way. */
export const STATUS_TONES: Readonly<Record<Status, StatusTone>> = {
  pending: 'warning',
  confirmed: 'info',
  settled: 'success',
  failed: 'danger',
};

/**
 * The statuses in the service's order, for the status filter: not TRANSACTION_STATUSES, whose
 * module brings zod, and not the keys of STATUS_TONES, which Storybook's docgen gives a
 * `displayName` key of its own.
 */
export const STATUS_ORDER: readonly Status[] = ['pending', 'confirmed', 'settled', 'failed'];

/** A status in colour, icon and words (the words alone carry it; the icon is decorative). */
export function TransactionStatus({ status, t }: { status: Status; t: (key: DashboardActivityKey) => string }) {
  const tone = STATUS_TONES[status] ?? 'info';
  return (
    <span className={styles.status()} data-tone={tone} data-status={status}>
      <StatusIcon tone={tone} />
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
