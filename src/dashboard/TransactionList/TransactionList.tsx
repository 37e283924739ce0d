import type { Transaction } from 'paykit/schemas';
import type { WithRootProps } from 'paykit';
import type { PaymentAsset } from 'paykit/schemas';
import { forwardRef, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useControllableState } from '../../react/hooks/useControllableState';
import { enDashboardActivity } from '../../react/i18n/en-dashboard-activity';
import { useCatalogueT } from '../../react/i18n/useCatalogueT';
import { button, cluster, cx, visuallyHidden } from '../../react/styles/base';
import { TransactionDetails } from '../TransactionDetails/TransactionDetails';
import { ExportButton } from './ExportButton';
import { DetailsSheet } from './DetailsSheet';
import { DEFAULT_EXPORT_CAP } from './fetchAll';
import { FilterForm } from './FilterForm';
import { filtersKey, hasFilters, normalise, toParams, type TransactionFilters } from './filters';
import { Pagination } from './Pagination';
import { TransactionTable } from './TransactionTable';
import { useTransactionPage } from './useTransactionPage';
import * as styles from './styles';

/** What the list shows: its `data-state`. */
export type TransactionListPhase = 'loading' | 'ready' | 'empty' | 'error' | 'details';

/** TransactionList's own props. */
export interface TransactionListOwnProps {
  /** The filters, owned by the caller (with onFiltersChange). */
  filters?: TransactionFilters;
  /** The first filters when the list owns them: `{ paymentLinkId: 'pl_…' }` shows one link's transactions. */
  defaultFilters?: TransactionFilters;
  /** The person applied or cleared filters (the list goes back to the first page). */
  onFiltersChange?: (filters: TransactionFilters) => void;
  /** Rows per page at first (default 20; at most 100, the service's limit). */
  defaultPageSize?: number;
  /** The currencies offered by the currency filter (default USDT, USDC, BTC, ETH). */
  currencies?: readonly string[];
  /** A row was opened. Without it the list shows the transaction's details itself, with a way back. */
  onSelect?: (transaction: Transaction) => void;
  /** Passed to the built-in details: the URL of a payment link's page in your app. */
  paymentLinkHref?: (paymentLinkId: string) => string;
  /** Passed to the built-in details: the payment link was chosen. */
  onPaymentLinkSelect?: (paymentLinkId: string, event: MouseEvent<HTMLElement>) => void;
  /** Passed to the built-in details: the transaction's page on a block explorer, for its hash (https only). */
  explorerHref?: (transaction: Transaction) => string | undefined;
  /** The most rows one CSV export fetches (default 10,000); beyond it the person is told to narrow the filters. */
  maxExportRows?: number;
  /** A CSV file was downloaded. */
  onExport?: (result: { rows: number; capped: boolean }) => void;
  /** Loading a page or exporting failed (each is also shown). */
  onError?: (error: unknown) => void;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** TransactionList's props: its own, and any attribute of its root `<section>`. */
export type TransactionListProps = WithRootProps<TransactionListOwnProps, 'section'>;

/**
 * The service's assets (docs/service-contract.md#payments), written out: importing PAYMENT_ASSETS from shared/schemas would bring zod
 * (about 7 KB brotli) into the dashboard bundle for one list. The type keeps them in step.
 */
const DEFAULT_CURRENCIES = ['USDT', 'USDC', 'BTC', 'ETH'] as const satisfies readonly PaymentAsset[];

const clampPageSize = (size: number) => Math.min(100, Math.max(1, Math.floor(size) || 20));

/**
 * The account's transactions through the proxy (`GET /transactions`): filters (status, payment
 * link, currency, from/to days), pages of up to 100 with previous/next, each row opening its
 * details, and a CSV of every row the filters match. The ref and other props go to its root `<section>`.
 */
export const TransactionList = forwardRef<HTMLElement, TransactionListProps>(function TransactionList(
  {
    filters: givenFilters,
    defaultFilters = {},
    onFiltersChange,
    defaultPageSize = 20,
    currencies = DEFAULT_CURRENCIES,
    onSelect,
    paymentLinkHref,
    onPaymentLinkSelect,
    explorerHref,
    maxExportRows = DEFAULT_EXPORT_CAP,
    onExport,
    onError,
    headingLevel = 2,
    className,
    ...rest
  },
  ref,
) {
  const { t, tn, locale } = useCatalogueT(enDashboardActivity, 'TransactionList');
  const [filters, setFilters] = useControllableState<TransactionFilters>({ value: givenFilters, defaultValue: defaultFilters, onChange: onFiltersChange });
  const [limit, setLimit] = useState(() => clampPageSize(defaultPageSize));
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<Transaction | null>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const key = filtersKey(filters);

  // The offset belongs to the filters it was chosen under: new filters (from the person or the
  // caller's prop) start at the first page, with no render or request at the old offset.
  const [paging, setPaging] = useState({ key, offset: 0 });
  const pageOffset = paging.key === key ? paging.offset : 0;
  const setOffset = useCallback((offset: number) => setPaging({ key, offset }), [key]);

  const params = toParams(filters, limit, pageOffset);
  const load = useTransactionPage(params, `${key}|${limit}|${pageOffset}`, attempt, onError);
  const page = load.page;
  const rows = page?.data ?? [];

  const apply = useCallback((next: TransactionFilters) => setFilters(normalise(next)), [setFilters]);

  // Back from the details: the focus returns to the row that opened them.
  const returnTo = useRef<string | null>(null);
  const rootRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (selected) root.querySelector<HTMLElement>('[data-details-heading]')?.focus();
    else if (returnTo.current) {
      root.querySelector<HTMLElement>(`[data-row-button="${CSS.escape(returnTo.current)}"]`)?.focus();
      returnTo.current = null;
    }
  }, [selected]);
  useEffect(() => setSelected(null), [key]);

  const open = (transaction: Transaction) => {
    if (onSelect) return onSelect(transaction);
    returnTo.current = transaction.id;
    setSelected(transaction);
  };

  const listPhase: Exclude<TransactionListPhase, 'details'> =
    load.phase === 'error' ? 'error' : load.phase === 'loading' ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  // The details open over the list, which stays as it was under them.
  const phase: TransactionListPhase = selected ? 'details' : listPhase;

  const number = new Intl.NumberFormat(locale);
  const announcement =
    listPhase === 'loading'
      ? t('transactions.loading')
      : listPhase === 'error'
        ? t('transactions.error', { message: load.error instanceof Error ? load.error.message : String(load.error) })
        : listPhase === 'empty'
          ? hasFilters(filters)
            ? t('transactions.empty')
            : t('transactions.none')
          : listPhase === 'ready' && page
            ? tn('transactions.showing', page.total, {
                from: number.format(page.offset + 1),
                to: number.format(page.offset + rows.length),
                total: number.format(page.total),
              })
            : '';

  const setRoot = (node: HTMLElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <section {...rest} ref={setRoot} className={cx(styles.root(), className)} aria-labelledby={titleId} data-paykit="transaction-list" data-state={phase}>
      {/* Export CSV on the title's line: the filters below keep one row of their own. */}
      <div className={cluster()} data-justify="between" data-gap="3">
        <Heading id={titleId} className={styles.heading()}>
          {t('transactions.title')}
        </Heading>
        <ExportButton filters={filters} cap={maxExportRows} onExport={onExport} onError={onError} t={t} tn={tn} />
      </div>
      <FilterForm applied={filters} currencies={currencies} onApply={apply} t={t} locale={locale} />
      {/* Read out on every page; shown only when it says more than the pages' range below. */}
      <p
        className={cx(styles.message(), listPhase === 'ready' && visuallyHidden())}
        role="status"
        data-list-status=""
        data-tone={listPhase === 'error' ? 'danger' : undefined}
      >
        {announcement}
      </p>
      {listPhase === 'error' && (
        <div className={cluster()}>
          <button type="button" className={button()} onClick={() => setAttempt((n) => n + 1)}>
            {t('transactions.retry')}
          </button>
        </div>
      )}
      {listPhase === 'empty' && hasFilters(filters) && (
        <div className={cluster()}>
          <button type="button" className={button()} data-variant="secondary" onClick={() => apply({})}>
            {t('transactions.clear')}
          </button>
        </div>
      )}
      {listPhase !== 'empty' && listPhase !== 'error' && (
        <TransactionTable rows={rows} skeletonRows={page ? 0 : Math.min(limit, 5)} busy={listPhase === 'loading'} onOpen={open} t={t} locale={locale} />
      )}
      {page && page.total > 0 && listPhase !== 'error' && (
        <Pagination
          offset={page.offset}
          limit={limit}
          total={page.total}
          shown={rows.length}
          onOffset={setOffset}
          onLimit={(size) => {
            setLimit(clampPageSize(size));
            setOffset(0);
          }}
          t={t}
          locale={locale}
        />
      )}
      {selected && (
        <DetailsSheet label={t('transactionDetails.title')} closeLabel={t('transactionDetails.close')} onClose={() => setSelected(null)}>
          <TransactionDetails
            data-flat=""
            transactionId={selected.id}
            transaction={selected}
            paymentLinkHref={paymentLinkHref}
            onPaymentLinkSelect={onPaymentLinkSelect}
            explorerHref={explorerHref}
            onError={onError}
            headingLevel={Math.min(6, headingLevel + 1) as 3}
          />
        </DetailsSheet>
      )}
    </section>
  );
});
