/**
 * The payment's state: a moment once paid (mark, heading, amount received), an alert with a title
 * when something went wrong or is still owed, a pill while waiting; "Start again" where it applies
 * (the default layout sets it last, full width, under what the alert explains). The state's sentence is the one live region.
 */
import { forwardRef, useEffect } from 'react';
import { StatusIcon, type StatusTone } from '../../internal/StatusIcon';
import { button, cx } from '../../styles/base';
import { useCheckoutWidget } from './context';
import type { PartProps } from './parts';
import { paidInFull, type CheckoutState } from './state';
import * as styles from './outcome-styles';
import { amount } from './styles';

// Only what the payer must act on or know went wrong is an alert; waiting and confirming are neutral.
const ALERTS: Partial<Record<CheckoutState, StatusTone>> = {
  underpaid: 'warning',
  expired: 'danger',
  failed: 'danger',
  error: 'danger',
};

/** The state as a moment, an alert or a quiet line, the reconnecting notice, and "Start again" where it applies. Announces changes. */
export const Status = forwardRef<HTMLDivElement, PartProps<'div'>>(function Status({ className, ...rest }, ref) {
  const { state, view, sentence, reconnecting, restart, paykit, claimAnnouncer } = useCheckoutWidget('CheckoutWidget.Status');
  useEffect(() => claimAnnouncer(), [claimAnnouncer]);
  const { t, formatAmount } = paykit;
  const paid = !!view && paidInFull(state);
  const alert = ALERTS[state];
  // Expired, failed or not found: the danger alerts are the ones a new payment answers.
  const canRestart = restart && alert === 'danger';
  // The live region keeps its place in every state: a region that is replaced is not announced.
  return (
    <div {...rest} ref={ref} className={cx(styles.outcome(), className)} data-part="status" data-tone={paid ? 'success' : alert} data-state={state}>
      {paid && (
        <>
          <StatusIcon tone="success" className={styles.mark()} />
          <h2 className={styles.momentTitle()}>{t('checkout.outcome.settled')}</h2>
          {/* The amount's own style: the moment's hero is the same value, drawn the same. */}
          <p className={amount()} data-hero="" dir="ltr">
            {t('checkout.amount.value', { amount: formatAmount(view.amount_received, view.currency), currency: view.currency })}
          </p>
        </>
      )}
      <div className={alert && styles.status()} data-tone={alert}>
        {alert && <StatusIcon tone={alert} />}
        <div className={styles.statusBody()}>
          {alert && <p data-title="">{t(`checkout.outcome.${state as 'underpaid' | 'expired' | 'failed' | 'error'}`)}</p>}
          <div role="status" aria-live="polite" aria-atomic="true" className={styles.statusBody()}>
            <p>{sentence}</p>
            {reconnecting && <p className={styles.reconnecting()}>{t('checkout.reconnecting')}</p>}
          </div>
        </div>
      </div>
      {canRestart && (
        <button type="button" className={button()} data-width="full" onClick={restart}>
          {t('checkout.restart')}
        </button>
      )}
    </div>
  );
});
