import type { Transaction } from 'paykit/schemas';
import type { DashboardActivityKey, WithRootProps } from 'paykit';
import { forwardRef, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { formatAmount } from '../../shared/format-amount';
import { enDashboardActivity } from '../../react/i18n/en-dashboard-activity';
import { useCatalogueT } from '../../react/i18n/useCatalogueT';
import { button, cluster, cx, visuallyHidden } from '../../react/styles/base';
import { CopyIconButton } from '../CopyIconButton';
import { shortDate } from '../short-date';
import { TransactionStatus } from './TransactionStatus';
import { useTransaction } from './useTransaction';
import * as styles from './styles';

/** What the details show: their `data-state`. */
export type TransactionDetailsPhase = 'loading' | 'ready' | 'not-found' | 'error';

type Translate = (key: DashboardActivityKey, vars?: Record<string, string | number>) => string;

/** TransactionDetails' own props. */
export interface TransactionDetailsOwnProps {
  /** A transaction's id (txn_…): fetched with `GET /transactions/:id`. */
  transactionId?: string;
  /** A transaction already at hand: shown as is, or, with `transactionId`, while the full one loads. */
  transaction?: Transaction;
  /** The URL of a payment link's page in your app; without it the link's id is plain text (or a button with onPaymentLinkSelect). */
  paymentLinkHref?: (paymentLinkId: string) => string;
  /** The payment link was chosen (call `event.preventDefault()` to route in your app instead of following the href). */
  onPaymentLinkSelect?: (paymentLinkId: string, event: MouseEvent<HTMLElement>) => void;
  /**
   * The transaction's page on a block explorer, for its hash (https only). The service does not say
   * which network a transaction is on, so the kit cannot pick an explorer: without this, no link.
   */
  explorerHref?: (transaction: Transaction) => string | undefined;
  /** Loading failed (also shown, with a retry). */
  onError?: (error: unknown) => void;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** TransactionDetails' props: its own, and any attribute of its root `<section>`. */
export type TransactionDetailsProps = WithRootProps<TransactionDetailsOwnProps, 'section'>;

/**
 * One transaction: its amount as the hero with its status and date, then its payment link, its id
 * and on-chain hash (each with a copy button; the hash on its explorer with `explorerHref`), and
 * when it was confirmed and settled. The ref and other props go to its root `<section>`.
 */
export const TransactionDetails = forwardRef<HTMLElement, TransactionDetailsProps>(function TransactionDetails(
  { transactionId, transaction, paymentLinkHref, onPaymentLinkSelect, explorerHref, onError, headingLevel = 2, className, ...rest },
  ref,
) {
  const { t, locale } = useCatalogueT(enDashboardActivity, 'TransactionDetails');
  const [attempt, setAttempt] = useState(0);
  const load = useTransaction(transactionId, transaction, attempt, onError);
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';

  const message =
    load.phase === 'loading'
      ? t('transactionDetails.loading')
      : load.phase === 'not-found'
        ? t('transactionDetails.notFound', { id: transactionId ?? '' })
        : load.phase === 'error'
          ? t('transactionDetails.error', { message: load.error instanceof Error ? load.error.message : String(load.error) })
          : '';

  return (
    <section
      {...rest}
      ref={ref}
      className={cx(styles.root(), className)}
      aria-labelledby={titleId}
      aria-busy={load.phase === 'loading' || undefined}
      data-paykit="transaction-details"
      data-state={load.phase}
    >
      <Heading id={titleId} className={styles.heading()} tabIndex={-1} data-details-heading="">
        {t('transactionDetails.title')}
      </Heading>
      <p className={styles.message()} role="status" data-tone={load.phase === 'error' || load.phase === 'not-found' ? 'danger' : undefined}>
        {message}
      </p>
      {load.phase === 'ready' && (
        <Fields
          transaction={load.transaction}
          t={t}
          locale={locale}
          link={
            <LinkTo
              id={load.transaction.payment_link_id}
              // The list's row carries the link's description; the transaction fetched alone does not.
              name={load.transaction.description ?? transaction?.description}
              href={paymentLinkHref}
              onSelect={onPaymentLinkSelect}
              t={t}
            />
          }
          explorer={load.transaction.tx_hash ? explorerHref?.(load.transaction) : undefined}
        />
      )}
      {load.phase === 'error' && (
        <div className={cluster()}>
          <button type="button" className={button()} onClick={() => setAttempt((n) => n + 1)}>
            {t('transactions.retry')}
          </button>
        </div>
      )}
    </section>
  );
});

function Fields({
  transaction,
  t,
  locale,
  link,
  explorer,
}: {
  transaction: Transaction;
  t: Translate;
  locale: string;
  link: ReactNode;
  explorer?: string | undefined;
}) {
  const when = (value: string) => <time dateTime={value}>{shortDate(value, locale)}</time>;
  return (
    <>
      {/* The hero: the amount, its status beside it, when it was made under both; no label says what they are. */}
      <div className={styles.hero()} data-part="hero">
        <p className={styles.amount()} data-field="amount">
          {formatAmount(transaction.amount, locale, transaction.currency)} {transaction.currency}
        </p>
        <TransactionStatus status={transaction.status} t={t} />
        <p data-field="created-at">{when(transaction.created_at)}</p>
      </div>
      <dl className={styles.fields()}>
        <div>
          <dt>{t('transactions.colLink')}</dt>
          <dd data-field="payment-link">{link}</dd>
        </div>
        <div>
          <dt>{t('transactionDetails.id')}</dt>
          <dd className={styles.copyable()} data-field="id">
            <Id value={transaction.id} />
            <Copy value={transaction.id} label={t('transactionDetails.copyId')} t={t} />
          </dd>
        </div>
        <div>
          <dt>{t('transactionDetails.hash')}</dt>
          <dd className={styles.copyable()} data-field="tx-hash">
            {transaction.tx_hash ? <Hash value={transaction.tx_hash} explorer={explorer} t={t} /> : <span data-muted="">{t('transactionDetails.waiting')}</span>}
          </dd>
        </div>
        {/* What has not happened yet has no row: the hash's line says the network is still at it. */}
        {transaction.confirmed_at && (
          <div>
            <dt>{t('transactionDetails.confirmed')}</dt>
            <dd data-field="confirmed-at">{when(transaction.confirmed_at)}</dd>
          </div>
        )}
        {transaction.settled_at && (
          <div>
            <dt>{t('transactionDetails.settled')}</dt>
            <dd data-field="settled-at">{when(transaction.settled_at)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/** An identifier, as every id in the details is set: muted, mono, small, breaking anywhere rather than widen the card. */
const Id = ({ value }: { value: string }) => (
  <span className={styles.mono()} translate="no" dir="ltr">
    {value}
  </span>
);

function Copy({ value, label, t }: { value: string; label: string; t: Translate }) {
  return <CopyIconButton value={value} label={label} copiedLabel={t('transactionDetails.copied')} failedLabel={t('transactionDetails.copyFailed')} />;
}

/** A hash in groups of four, its head and tail ("0000 0000…0004 5381"): one line, recognisable; whole for screen readers and copying. */
const grouped = (part: string) => part.replace(/(.{4})(?=.)/g, '$1 ');

/** The hash on one line, its copy button, and its page on the explorer when the app gave one (https only). */
function Hash({ value, explorer, t }: { value: string; explorer?: string | undefined; t: Translate }) {
  return (
    <>
      <code className={styles.mono()} translate="no" dir="ltr">
        <span aria-hidden="true">{value.length > 19 ? `${grouped(value.slice(0, 8))}…${grouped(value.slice(-8))}` : value}</span>
        <span className={visuallyHidden()}>{value}</span>
      </code>
      <Copy value={value} label={t('transactionDetails.copyHash')} t={t} />
      {explorer && /^https:\/\//i.test(explorer) && (
        <a className={styles.link()} href={explorer} target="_blank" rel="noopener noreferrer">
          {t('transactionDetails.explorer')}
          <span aria-hidden="true"> ↗</span>
        </a>
      )}
    </>
  );
}

/**
 * The payment link by its name (its description), its id under it; by its id when it has no name.
 * A link with paymentLinkHref, else a quiet button flush with its column with only
 * onPaymentLinkSelect, else text. The id, as every id here, with its copy button.
 */
function LinkTo({
  id,
  name,
  href,
  onSelect,
  t,
}: {
  id: string;
  name?: string | null | undefined;
  href?: ((id: string) => string) | undefined;
  onSelect?: TransactionDetailsOwnProps['onPaymentLinkSelect'];
  t: Translate;
}) {
  const ident = <Id value={id} />;
  const words = name ? <span>{name}</span> : ident;
  const shown = href ? (
    <a className={styles.link()} href={href(id)} onClick={onSelect ? (event) => onSelect(id, event) : undefined}>
      {words}
    </a>
  ) : onSelect ? (
    <button type="button" className={cx(button(), styles.flush())} data-variant="quiet" data-size="small" onClick={(event) => onSelect(id, event)}>
      {words}
    </button>
  ) : (
    words
  );
  return (
    <span className={styles.linkName()}>
      {name && shown}
      <span className={styles.copyable()} data-part="link-id">
        {name ? ident : shown}
        <Copy value={id} label={t('transactionDetails.copyLinkId')} t={t} />
      </span>
    </span>
  );
}
