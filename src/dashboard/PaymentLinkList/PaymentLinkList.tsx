import type { HeadingLevel, WithRootProps } from 'paykit';
import type { PaymentLinkStatus, PaymentLinkSummary } from 'paykit/schemas';
import { forwardRef, useCallback, useId, useState } from 'react';
import { PAYMENT_LINK_STATUSES } from '../../shared/schemas/payment-vocabulary';
import { formatAmount } from '../../shared/format-amount';
import { useControllableState } from '../../react/hooks/useControllableState';
import { StatusIcon } from '../../react/internal/StatusIcon';
import { pillTone, statusPill, type PillTone } from '../../react/styles/pill';
import { button, cluster, cx, visuallyHidden } from '../../react/styles/base';
import { PageButtons } from '../PageButtons';
import { shortDate } from '../short-date';
import { LinkActions } from './LinkActions';
import { LinkQr } from './LinkQr';
import { RowMenu } from '../../react/internal/RowMenu';
import * as styles from './styles';
import { useLinkDetails } from './useLinkDetails';
import { usePaymentLinks } from './usePaymentLinks';
import { useLinksT } from './useLinksT';

/** The status filter: one status, or every link (''). */
export type PaymentLinkFilter = PaymentLinkStatus | '';

/** PaymentLinkList's own props. */
export interface PaymentLinkListOwnProps {
  /** The status filter, when the caller owns it ('' = all). */
  status?: PaymentLinkFilter;
  /** The first status filter when the list owns it (default '' = all). */
  defaultStatus?: PaymentLinkFilter;
  /** Each new status filter. */
  onStatusChange?: (status: PaymentLinkFilter) => void;
  /** Links per page (default 20; the service allows at most 100). */
  pageSize?: number;
  /** Change it (a counter, the last created link's id) to read the list again, e.g. after CreatePaymentLink's onCreated. */
  refreshKey?: unknown;
  /** Adds a "Transactions" button to each row, called with that link. */
  onSelect?: (link: PaymentLinkSummary) => void;
  /** The time zone dates are shown in (default: the reader's). */
  timeZone?: string;
  /** The heading's level (default 2). */
  headingLevel?: HeadingLevel;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** PaymentLinkList's props: its own, and any attribute of its root `<section>`. */
export type PaymentLinkListProps = WithRootProps<PaymentLinkListOwnProps, 'section'>;

/** What the list shows: its `data-state`. */
export type PaymentLinkListPhase = 'loading' | 'ready' | 'empty' | 'error';

/** Active and paid are good news; expired and deactivated are over, in grey. */
const TONES: Record<PaymentLinkStatus, PillTone> = { active: 'success', paid: 'success', expired: 'muted', deactivated: 'muted' };

const clampPageSize = (size: number | undefined) => Math.min(100, Math.max(1, Math.floor(size ?? 20)));

/**
 * The merchant's payment links, a page at a time, filtered by status (tabs on the title's line):
 * amount over description, status, one short date, and one group of actions (a quiet Copy on an
 * active link, the rest behind "⋯": its QR code, its hosted page, its transactions). The ref and
 * other props go to its root `<section>`.
 */
export const PaymentLinkList = forwardRef<HTMLElement, PaymentLinkListProps>(function PaymentLinkList(
  { status: statusProp, defaultStatus = '', onStatusChange, pageSize, refreshKey, onSelect, timeZone, headingLevel = 2, className, ...rootProps },
  ref,
) {
  const { t, locale } = useLinksT('PaymentLinkList');
  const [status, setStatus] = useControllableState<PaymentLinkFilter>({ value: statusProp, defaultValue: defaultStatus, onChange: onStatusChange });
  const limit = clampPageSize(pageSize);
  const [offset, setOffset] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [copyMessage, setCopyMessage] = useState('');
  const [openQr, setOpenQr] = useState<string | null>(null);
  const titleId = useId();
  const tabsId = useId();
  const baseId = useId();
  const Heading = `h${headingLevel}` as 'h2';

  // A new filter or a refresh starts again at the first page; the list may have shifted.
  const [seen, setSeen] = useState({ status, refreshKey });
  if (seen.status !== status || !Object.is(seen.refreshKey, refreshKey)) {
    setSeen({ status, refreshKey });
    setOffset(0);
  }

  const { page, loading, error } = usePaymentLinks({ ...(status ? { status } : {}), limit, offset }, refreshKey, attempt);
  const links = page?.data ?? [];
  const details = useLinkDetails(links);
  const phase: PaymentLinkListPhase = error ? 'error' : !page ? 'loading' : links.length === 0 ? (loading ? 'loading' : 'empty') : 'ready';
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const total = page?.total ?? 0;
  const from = links.length > 0 ? (page?.offset ?? 0) + 1 : 0;
  const to = (page?.offset ?? 0) + links.length;

  return (
    <section
      {...rootProps}
      ref={ref}
      className={cx(styles.root(), className)}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-paykit="payment-link-list"
      data-state={phase}
      data-filter={status || 'all'}
    >
      {/* The title with the status tabs on its line (under it when they do not fit). */}
      <div className={cluster()} data-justify="between" data-gap="3">
        <Heading id={titleId} className={styles.heading()}>
          {t('links.title')}
        </Heading>
        {/* Segmented tabs, native radios underneath (arrow keys, one tab stop). Deactivated only while it is the filter: the kit deactivates nothing. */}
        <div role="radiogroup" aria-label={t('links.filter')} className={styles.tabs()}>
          {(['', ...PAYMENT_LINK_STATUSES] as const)
            .filter((value) => value !== 'deactivated' || status === value)
            .map((value) => (
              <label key={value}>
                <input type="radio" name={tabsId} value={value} checked={status === value} onChange={() => setStatus(value)} />
                {t(value ? `links.status.${value}` : 'links.filter.all')}
              </label>
            ))}
        </div>
      </div>

      {/* Out of sight (and out of the card's spacing) while it only reads out the range. */}
      <div role="status" aria-live="polite" aria-atomic="true" data-part="announcer" className={phase === 'ready' ? visuallyHidden() : undefined}>
        {phase === 'loading' ? <p>{t('links.loading')}</p> : null}
        {phase === 'empty' ? <p>{t(status ? 'links.emptyFiltered' : 'links.empty')}</p> : null}
        {/* Read out, not shown: the page's rows say as much to the eye. */}
        {phase === 'ready' && !loading ? <p>{t('links.range', { from, to, total })}</p> : null}
      </div>

      {phase === 'error' ? (
        <div className={styles.notice()} data-tone="danger" role="alert" data-part="error">
          <StatusIcon tone="danger" />
          <p>{t('links.error', { message: error?.message ?? '' })}</p>
          <button type="button" className={button()} data-variant="secondary" data-size="small" onClick={retry}>
            {t('links.retry')}
          </button>
        </div>
      ) : null}

      {links.length > 0 && phase !== 'error' ? (
        <table className={cx(styles.listTable(), styles.narrowRows())} aria-busy={loading || undefined}>
          <caption className={visuallyHidden()}>{t('links.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('links.col.amount')}</th>
              <th scope="col">{t('links.col.status')}</th>
              <th scope="col">{t('links.col.created')}</th>
              <th scope="col">
                <span className={visuallyHidden()}>{t('links.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => {
              const headerId = `${baseId}-${link.id}`;
              const qrId = `${headerId}-qr`;
              const shown = openQr === link.id && link.status === 'active';
              const description = details.get(link.id);
              const transactions = onSelect ? (
                <button type="button" className={button()} data-variant="quiet" data-size="small" aria-describedby={headerId} onClick={() => onSelect(link)}>
                  {t('links.select')}
                </button>
              ) : null;
              return [
                <tr key={link.id} data-link-id={link.id} data-status={link.status}>
                  <th scope="row" id={headerId}>
                    <span className={styles.amount()} data-part="amount">
                      {formatAmount(link.amount, locale, link.currency)} {link.currency}
                    </span>
                    {description ? ' ' : null}
                    {description ? (
                      // Up to 500 characters: two lines show, the rest is in the title and read out in full.
                      <span className={styles.description()} data-part="description" title={description}>
                        {description}
                      </span>
                    ) : null}
                  </th>
                  <td data-label={t('links.col.status')}>
                    <span className={statusPill()} data-tone={pillTone(TONES[link.status])} data-status={link.status}>
                      {t(`links.status.${link.status}`)}
                    </span>
                  </td>
                  <td data-label={t('links.col.created')}>{shortDate(link.created_at, locale, timeZone)}</td>
                  <td data-part="actions" data-actions-for={link.id}>
                    {link.status === 'active' ? (
                      // Copy, and the rest behind one menu: a row's actions stay one compact group.
                      <LinkActions
                        url={link.url}
                        describedBy={headerId}
                        compact
                        more={transactions}
                        qrShown={shown}
                        qrId={qrId}
                        onQrToggle={(next) => setOpenQr(next ? link.id : null)}
                        onCopied={setCopyMessage}
                      />
                    ) : (
                      <div className={cx(cluster(), styles.actions())}>
                        {/* Only an active link can be paid: no address to hand out. The status says so on screen; this says why to a reader. */}
                        <p className={visuallyHidden()} data-part="closed">
                          {t(`links.closed.${link.status}`)}
                        </p>
                        {transactions ? (
                          <RowMenu label={t('links.more')} describedBy={headerId}>
                            {transactions}
                          </RowMenu>
                        ) : null}
                      </div>
                    )}
                  </td>
                </tr>,
                shown ? (
                  <tr key={`${link.id}-qr`} data-part="qr-row">
                    <td colSpan={4}>
                      <LinkQr url={link.url} id={qrId} />
                      <p className={styles.url()}>{link.url}</p>
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      ) : null}

      <p role="status" className={copyMessage ? styles.muted() : visuallyHidden()} data-part="copy-status">
        {copyMessage}
      </p>

      {page && total > limit && phase !== 'error' ? (
        <nav className={cluster()} data-justify="end" aria-label={t('links.pages')}>
          <PageButtons offset={offset} limit={limit} total={total} onOffset={setOffset} previous={t('links.prev')} next={t('links.next')} />
        </nav>
      ) : null}
    </section>
  );
});
