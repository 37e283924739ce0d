import { useId } from 'react';
import * as forms from '../../react/components/forms/styles';
import { cluster, cx } from '../../react/styles/base';
import { PageButtons } from '../PageButtons';
import type { ListTranslate } from './types';
import * as styles from './styles';

/** The page sizes offered; the service allows at most 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

interface PaginationProps {
  offset: number;
  limit: number;
  total: number;
  shown: number;
  onOffset: (offset: number) => void;
  onLimit: (limit: number) => void;
  t: ListTranslate;
  locale: string;
}

/** "21–40 of 57", previous and next, and the page size. */
export function Pagination({ offset, limit, total, shown, onOffset, onLimit, t, locale }: PaginationProps) {
  const id = useId();
  const number = new Intl.NumberFormat(locale);
  const atStart = offset <= 0;
  const atEnd = offset + limit >= total;
  const sizes = (PAGE_SIZES as readonly number[]).includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  return (
    <nav className={cluster()} data-justify="between" data-gap="3" aria-label={t('transactions.pages')}>
      <span data-range="">
        {total > 0 ? t('transactions.range', { from: number.format(offset + 1), to: number.format(offset + shown), total: number.format(total) }) : ''}
      </span>
      {/* One page: nothing to move to, so no pair of dead buttons. */}
      {atStart && atEnd ? null : (
        <span className={cluster()}>
          <PageButtons offset={offset} limit={limit} total={total} onOffset={onOffset} previous={t('transactions.previous')} next={t('transactions.next')} />
        </span>
      )}
      <span className={cx(cluster(), styles.pageSize())}>
        <label className={forms.label()} htmlFor={`${id}-size`}>
          {t('transactions.pageSize')}
        </label>
        <select id={`${id}-size`} className={forms.select()} value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {number.format(size)}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
