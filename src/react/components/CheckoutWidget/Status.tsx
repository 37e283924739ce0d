/**
 * The payment's state: a moment once it ends (paid, expired or failed: mark, heading, what it
 * leaves, the next step), an alert when the payer must act or loading went wrong, a pill while
 * waiting. The state's words are the one live region.
 */
import { forwardRef, useEffect } from 'react';
import { StatusIcon, type StatusTone } from '../../internal/StatusIcon';
import { button, cx, visuallyHidden } from '../../styles/base';
import { useCheckoutWidget } from './context';
import { CopyButton, networkName, type PartProps } from './parts';
import { Received } from './Received';
import { closedUnpaid, paidInFull, type CheckoutState } from './state';
import * as styles from './outcome-styles';
import { amount, detail } from './styles';

// Only what the payer must act on or know went wrong is an alert; waiting and confirming are neutral.
const ALERTS: Partial<Record<CheckoutState, StatusTone>> = { underpaid: 'warning', error: 'danger' };

/** The state as a moment, an alert or a pill, the reconnecting notice, and "Start again" where it applies. Announces changes. */
export const Status = forwardRef<HTMLDivElement, PartProps<'div'>>(function Status({ className, ...rest }, ref) {
  const { state, view, sentence, reconnecting, restart, kept, merchantName, paykit, claimAnnouncer } = useCheckoutWidget();
  useEffect(() => claimAnnouncer(), [claimAnnouncer]);
  const { t, formatAmount } = paykit;
  const paid = !!view && paidInFull(state);
  const closed = !!view && closedUnpaid(state);
  const alert = ALERTS[state];
  const moment = paid ? 'success' : closed ? 'danger' : null;
  const value = (sum: string) => t('checkout.amount.value', { amount: formatAmount(sum, view!.currency), currency: view!.currency });
  const reference = view && (view.reference || view.payment_id);
  const network = view && networkName(view.network, t);
  // The live region keeps its place in every state: a region that is replaced is not announced.
  return (
    <div
      {...rest}
      ref={ref}
      className={cx(styles.outcome(), moment && styles.moment(), className)}
      data-part="status"
      data-tone={moment ?? alert}
      data-state={state}
    >
      {moment && <StatusIcon tone={moment} className={styles.mark()} />}
      <div className={alert && styles.status()} data-tone={alert}>
        {alert && <StatusIcon tone={alert} />}
        <div role="status" aria-live="polite" aria-atomic="true" className={styles.statusBody()}>
          {moment && <h2 className={styles.momentTitle()}>{t(paid ? 'checkout.outcome.settled' : `checkout.outcome.${state as 'expired' | 'failed'}`)}</h2>}
          {/* The amount's own style: the moment's hero is the same value, drawn the same. */}
          {paid && (
            <p className={amount()} data-hero="" dir="ltr">
              {value(view.amount_received)}
            </p>
          )}
          {/* Settled: the heading says it, the sentence is for the screen reader; closed: one line, not the heading again. */}
          <p className={state === 'settled' ? visuallyHidden() : undefined} data-note={state === 'overpaid' || undefined}>
            {closed ? t(kept ? 'checkout.closed.keptBody' : 'checkout.closed.expiredBody') : sentence}
          </p>
          {reconnecting && <p className={styles.reconnecting()}>{t('checkout.reconnecting')}</p>}
        </div>
      </div>
      {state === 'underpaid' && <p data-pill="warning">{t('checkout.outcome.underpaid')}</p>}
      {closed &&
        (kept ? (
          <>
            <Received view={view} />
            <p data-note="">
              {t('checkout.closed.keptNote', { merchant: merchantName ?? t('checkout.merchant') })} {/* The reference the merchant will ask for, one tap to copy. */}
              <span className={styles.chip()} dir="ltr" translate="no">
                {reference}
                <CopyButton compact data-variant="quiet" value={reference!} label={t('copy.reference')} copiedLabel={t('copy.referenceCopied')} />
              </span>
            </p>
          </>
        ) : (
          <p className={detail()}>
            <span dir="ltr">{value(view.amount)}</span>
            {network && ` · ${network}`}
          </p>
        ))}
      {restart && (closed || state === 'error') && (
        <button type="button" className={button()} data-width="full" onClick={restart}>
          {t('checkout.restart')}
        </button>
      )}
    </div>
  );
});
