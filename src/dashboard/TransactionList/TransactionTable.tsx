import type { Transaction } from 'paykit/schemas';
import { formatAmount } from '../../shared/format-amount';
import { button, cx, skeleton, visuallyHidden } from '../../react/styles/base';
import { TransactionStatus } from '../TransactionDetails/TransactionStatus';
import { shortDate } from '../short-date';
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
 * The page as a table that leads with what people look for: each row headed by its amount (a
 * button that opens its details, stretched over the whole row) over a description taking the
 * width, then its status as a pill beside its date and a "›" that says the row opens. The ids are
 * the details' (the transaction's, its hash). On a narrow card each row stacks (list-table.ts),
 * so nothing scrolls sideways and the table stays a table.
 */
export function TransactionTable({ rows, skeletonRows, busy, onOpen, t, locale }: TransactionTableProps) {
  return (
    <table className={cx(styles.listTable(), styles.table())} aria-busy={busy || undefined}>
      <caption className={visuallyHidden()}>{t('transactions.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.colAmount')}</th>
          <th scope="col">{t('transactions.colStatus')}</th>
          <th scope="col" data-align="end">
            {t('transactions.colDate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && skeletonRows > 0
          ? Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} aria-hidden="true" data-skeleton="">
                {Array.from({ length: 3 }, (_, cell) => (
                  <td key={cell}>
                    <span className={cx(skeleton(), styles.skeletonCell())} />
                  </td>
                ))}
              </tr>
            ))
          : rows.map((row) => (
              <tr key={row.id} data-transaction-id={row.id}>
                <th scope="row" className={styles.lead()}>
                  <button type="button" className={button()} data-variant="quiet" data-size="small" onClick={() => onOpen(row)} data-row-button={row.id}>
                    <span data-field="amount" dir="ltr">
                      {formatAmount(row.amount, locale, row.currency)} {row.currency}
                    </span>
                  </button>
                  {/* The link's description, which paykit's proxy adds (the service's transaction has
                      none). Without one the amount stands alone: its link's id is the details'. */}
                  {row.description && <span data-field="description">{row.description}</span>}
                </th>
                <td data-label={t('transactions.colStatus')}>
                  <TransactionStatus status={row.status} t={t} />
                </td>
                <td data-align="end" data-label={t('transactions.colDate')}>
                  <time dateTime={row.created_at}>{shortDate(row.created_at, locale)}</time>
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
