import { formatAmount } from '../../shared/format-amount';
import type { Transaction } from '../../shared/schemas/payments';
import { button, cx, skeleton, visuallyHidden } from '../../react/styles/base';
import { formatDateTime, TransactionStatus } from '../TransactionDetails/TransactionStatus';
import type { ListTranslate } from './types';
import * as styles from './styles';

interface TransactionTableProps {
  rows: readonly Transaction[];
  /** Placeholder rows while the first page loads, so the table has its height from the start. */
  skeletonRows: number;
  busy: boolean;
  onOpen: (transaction: Transaction) => void;
  t: ListTranslate;
  locale: string;
}

/**
 * The page as a table: a caption, column headers, and each row headed by its transaction's id,
 * a button that opens its details. On a narrow card each row stacks, each value under its
 * column's name (list-table.ts), so nothing scrolls sideways and the table stays a table.
 */
export function TransactionTable({ rows, skeletonRows, busy, onOpen, t, locale }: TransactionTableProps) {
  return (
    <table className={styles.table()} aria-busy={busy || undefined}>
      <caption className={visuallyHidden()}>{t('transactions.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.colId')}</th>
          <th scope="col">{t('transactions.colDate')}</th>
          <th scope="col" data-align="end">
            {t('transactions.colAmount')}
          </th>
          <th scope="col">{t('transactions.colStatus')}</th>
          <th scope="col">{t('transactions.colLink')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && skeletonRows > 0
          ? Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} aria-hidden="true" data-skeleton="">
                {Array.from({ length: 5 }, (_, cell) => (
                  <td key={cell}>
                    <span className={cx(skeleton(), styles.skeletonCell())} />
                  </td>
                ))}
              </tr>
            ))
          : rows.map((row) => (
              <tr key={row.id} data-transaction-id={row.id}>
                <th scope="row">
                  <button
                    type="button"
                    className={cx(button(), styles.rowButton())}
                    data-variant="quiet"
                    data-size="small"
                    onClick={() => onOpen(row)}
                    translate="no"
                    dir="ltr"
                    data-row-button={row.id}
                  >
                    {row.id}
                  </button>
                </th>
                <td data-label={t('transactions.colDate')}>
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
                </td>
                <td data-align="end" data-field="amount" data-label={t('transactions.colAmount')}>
                  {formatAmount(row.amount, locale, row.currency)} {row.currency}
                </td>
                <td data-label={t('transactions.colStatus')}>
                  <TransactionStatus status={row.status} t={t} />
                </td>
                <td data-label={t('transactions.colLink')} data-break="" translate="no" dir="ltr">
                  {row.payment_link_id}
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
