import { forwardRef, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { formatAmount } from '../../shared/format-amount';
import type { Transaction } from '../../shared/schemas/payments';
import { AddressText } from '../../react/components/CheckoutWidget/AddressText';
import { enDashboardActivity, type DashboardActivityKey } from '../../react/i18n/en-dashboard-activity';
import { useCatalogueT } from '../../react/i18n/useCatalogueT';
import type { WithRootProps } from '../../react/internal/props';
import { button, cluster, cx } from '../../react/styles/base';
import { CopyIconButton } from '../CopyIconButton';
import { formatDateTime, TransactionStatus } from './TransactionStatus';
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
 * One transaction: amount, currency, status, on-chain hash (with a copy button), when it was
 * created, confirmed and settled, and its payment link. The ref and other props go to its root `<section>`.
 */
export const TransactionDetails = forwardRef<HTMLElement, TransactionDetailsProps>(function TransactionDetails(
  { transactionId, transaction, paymentLinkHref, onPaymentLinkSelect, onError, headingLevel = 2, className, ...rest },
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
          link={<LinkTo id={load.transaction.payment_link_id} href={paymentLinkHref} onSelect={onPaymentLinkSelect} />}
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

function Fields({ transaction, t, locale, link }: { transaction: Transaction; t: Translate; locale: string; link: ReactNode }) {
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : t('transactionDetails.notYet'));
  return (
    <dl className={styles.fields()}>
      <div>
        <dt>{t('transactionDetails.amount')}</dt>
        <dd className={styles.amount()} data-field="amount">
          {formatAmount(transaction.amount, locale, transaction.currency)} {transaction.currency}
        </dd>
      </div>
      <div>
        <dt>{t('transactions.colStatus')}</dt>
        <dd data-field="status">
          <TransactionStatus status={transaction.status} t={t} />
        </dd>
      </div>
      <div>
        <dt>{t('transactionDetails.id')}</dt>
        <dd className={styles.mono()} data-field="id" translate="no" dir="ltr">
          {transaction.id}
        </dd>
      </div>
      <div>
        <dt>{t('transactions.colLink')}</dt>
        <dd data-field="payment-link">{link}</dd>
      </div>
      <div>
        <dt>{t('transactionDetails.hash')}</dt>
        <dd data-field="tx-hash">{transaction.tx_hash ? <Hash value={transaction.tx_hash} t={t} /> : t('transactionDetails.notYet')}</dd>
      </div>
      <div>
        <dt>{t('transactionDetails.created')}</dt>
        <dd data-field="created-at">
          <time dateTime={transaction.created_at}>{when(transaction.created_at)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('transactionDetails.confirmed')}</dt>
        <dd data-field="confirmed-at">
          {transaction.confirmed_at ? <time dateTime={transaction.confirmed_at}>{when(transaction.confirmed_at)}</time> : when(null)}
        </dd>
      </div>
      <div>
        <dt>{t('transactionDetails.settled')}</dt>
        <dd data-field="settled-at">{transaction.settled_at ? <time dateTime={transaction.settled_at}>{when(transaction.settled_at)}</time> : when(null)}</dd>
      </div>
    </dl>
  );
}

/** The hash in groups of four for the eye (whole for screen readers and copying), with the receipt's copy button. */
function Hash({ value, t }: { value: string; t: Translate }) {
  return (
    <span className={styles.copyable()}>
      <span className={styles.hash()}>
        <AddressText address={value} />
      </span>
      <CopyIconButton
        value={value}
        label={t('transactionDetails.copyHash')}
        copiedLabel={t('transactionDetails.copied')}
        announcement={t('transactionDetails.hashCopied')}
        failedLabel={t('transactionDetails.copyFailed')}
      />
    </span>
  );
}

/** The payment link: a link with paymentLinkHref, a button with only onPaymentLinkSelect, else its id as text. */
function LinkTo({ id, href, onSelect }: { id: string; href?: ((id: string) => string) | undefined; onSelect?: TransactionDetailsOwnProps['onPaymentLinkSelect'] }) {
  if (href) {
    return (
      <a className={cx(styles.link(), styles.mono())} href={href(id)} onClick={onSelect ? (event) => onSelect(id, event) : undefined} translate="no" dir="ltr">
        {id}
      </a>
    );
  }
  if (onSelect) {
    return (
      <button
        type="button"
        className={cx(button(), styles.mono())}
        data-variant="quiet"
        data-size="small"
        onClick={(event) => onSelect(id, event)}
        translate="no"
        dir="ltr"
      >
        {id}
      </button>
    );
  }
  return (
    <span className={styles.mono()} translate="no" dir="ltr">
      {id}
    </span>
  );
}
