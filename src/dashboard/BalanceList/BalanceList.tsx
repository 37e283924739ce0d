import type { WithRootProps } from 'paykit';
import type { WalletBalance } from 'paykit/schemas';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { getBalances } from '../../client/balances';
import { enDashboardMoney } from '../../react/i18n/en-dashboard-money';
import { useCatalogueT } from '../../react/i18n/useCatalogueT';
import { StatusIcon } from '../../react/internal/StatusIcon';
import { useLatest } from '../../react/internal/useLatest';
import { usePaykit } from '../../react/provider/context';
import { button, cx, grid, skeleton, visuallyHidden } from '../../react/styles/base';
import { problemKey, type ProblemKey } from './problem';
import * as styles from './styles';

/** Each asset's mark: its symbol on a neutral disc (a picture only; the code beside the figure names it). Others show their first letter. */
const MARKS: Partial<Record<string, string>> = { USDT: '₮', USDC: '$', BTC: 'B', ETH: 'Ξ', AUD: 'A$' };

/** What the list shows: its `data-state`. */
export type BalanceListState = 'loading' | 'ready' | 'refreshing' | 'empty' | 'error';

/** BalanceList's own props. */
export interface BalanceListOwnProps {
  /** Change it (a counter, a conversion id, a timestamp) to read the balances again, e.g. after a conversion or a settlement. */
  refreshKey?: unknown;
  /** Every successful read, with the balances as answered. */
  onLoad?: (balances: WalletBalance[]) => void;
  /** Every failed read; it is also shown, with a retry. */
  onError?: (error: unknown) => void;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** BalanceList's props: its own, and any attribute of its root `<section>`. */
export type BalanceListProps = WithRootProps<BalanceListOwnProps, 'section'>;

/**
 * The account's available balance in each currency (`GET /balances` through the proxy, which
 * decides whose account), money first: each amount a figure, exactly as answered in the locale's
 * notation, the currency small beside it, on the kit's grid; "Available" said once, under the title.
 * The ref and other props go to its root `<section>`.
 */
export const BalanceList = forwardRef<HTMLElement, BalanceListProps>(function BalanceList(
  { refreshKey, onLoad, onError, headingLevel = 2, className, ...rest },
  ref,
) {
  const { client, formatAmount } = usePaykit('BalanceList');
  const { t } = useCatalogueT(enDashboardMoney, 'BalanceList');
  const [balances, setBalances] = useState<WalletBalance[] | null>(null);
  const [busy, setBusy] = useState(true);
  const [problem, setProblem] = useState<ProblemKey | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [updated, setUpdated] = useState(false);
  const reads = useRef(0);
  const callbacks = useLatest({ onLoad, onError });
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';

  useEffect(() => {
    const controller = new AbortController();
    setBusy(true);
    setUpdated(false);
    getBalances(client, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        reads.current += 1;
        setBalances(answer.data);
        setProblem(null);
        setBusy(false);
        // The first read is the page arriving; a later one is news worth saying.
        setUpdated(reads.current > 1);
        callbacks.current.onLoad?.(answer.data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setProblem(problemKey(error));
        setBusy(false);
        callbacks.current.onError?.(error);
      },
    );
    return () => controller.abort();
  }, [client, refreshKey, attempt, callbacks]);

  const state: BalanceListState = problem ? 'error' : balances === null ? 'loading' : busy ? 'refreshing' : balances.length === 0 ? 'empty' : 'ready';

  return (
    <section {...rest} ref={ref} className={cx(styles.root(), className)} aria-labelledby={titleId} aria-busy={busy} data-paykit="balance-list" data-state={state}>
      <div>
        <Heading id={titleId} className={styles.heading()}>
          {t('balances.title')}
        </Heading>
        {/* Said once for every figure, not under each. */}
        <p className={styles.kind()}>{t('balances.available')}</p>
      </div>
      <p role="status" className={styles.status()}>
        {state === 'loading' ? (
          <span className={visuallyHidden()}>{t('balances.loading')}</span>
        ) : updated ? (
          <span className={visuallyHidden()}>{t('balances.updated')}</span>
        ) : null}
      </p>
      {state === 'loading' && (
        <div aria-hidden="true" data-part="skeleton">
          <span className={cx(skeleton(), styles.skeletonRow())} />
          <span className={cx(skeleton(), styles.skeletonRow())} />
        </div>
      )}
      {problem && (
        <div className={styles.notice()} data-tone="danger" role="alert">
          <StatusIcon tone="danger" />
          <p>{t(problem)}</p>
          <button type="button" className={button()} data-variant="secondary" data-size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('money.retry')}
          </button>
        </div>
      )}
      {state === 'empty' && (
        <div className={styles.notice()}>
          <StatusIcon tone="info" />
          <p>{t('balances.empty')}</p>
        </div>
      )}
      {!problem && balances !== null && balances.length > 0 && (
        <ul className={cx(grid(), styles.figures())} data-gap="5" aria-labelledby={titleId} aria-busy={busy}>
          {balances.map((balance) => (
            <li key={balance.currency} data-currency={balance.currency}>
              <span data-part="mark" aria-hidden="true" translate="no">
                {MARKS[balance.currency] ?? balance.currency.charAt(0)}
              </span>
              <span dir="ltr" data-part="figure">
                <span data-part="amount">{formatAmount(balance.available, balance.currency)}</span>{' '}
                <span data-part="currency" translate="no">
                  {balance.currency}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
