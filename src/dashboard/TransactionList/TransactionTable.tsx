import { useId } from 'react';
import { formatAmount } from '../../shared/format-amount';
import type { Transaction } from '../../shared/schemas/payments';
import { cx, skeleton, visuallyHidden } from '../../react/styles/base';
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
 * a button that opens its details. The table scrolls sideways inside a labelled, focusable
 * region on narrow screens (320 px), so its semantics stay intact and keyboards can scroll it.
 */
export function TransactionTable({ rows, skeletonRows, busy, onOpen, t, locale }: TransactionTableProps) {
  const captionId = useId();
  return (
    // A scrollable region must take the focus so a keyboard can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller()} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table()} aria-busy={busy || undefined}>
        <caption id={captionId} className={visuallyHidden()}>
          {t('transactions.caption')}
        </caption>
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
                    <button type="button" className={styles.rowButton()} onClick={() => onOpen(row)} translate="no" dir="ltr" data-row-button={row.id}>
                      {row.id}
                    </button>
                  </th>
                  <td>
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
                  </td>
                  <td data-align="end" data-field="amount">
                    {formatAmount(row.amount, locale, row.currency)} {row.currency}
                  </td>
                  <td>
                    <TransactionStatus status={row.status} t={t} />
                  </td>
                  <td className={styles.mono()} translate="no" dir="ltr">
                    {row.payment_link_id}
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
