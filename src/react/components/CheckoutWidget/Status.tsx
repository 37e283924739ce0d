/** The payment's state as one announced sentence, the reconnecting notice, and "Start again" where it applies. */
import { forwardRef, useEffect } from 'react';
import { StatusIcon, type StatusTone } from '../../internal/StatusIcon';
import { button, cx } from '../../styles/base';
import { useCheckoutWidget } from './context';
import type { PartProps } from './parts';
import type { CheckoutState } from './state';
import * as styles from './outcome-styles';

const TONES: Partial<Record<CheckoutState, StatusTone>> = {
  settled: 'success',
  overpaid: 'success',
  underpaid: 'warning',
  expired: 'danger',
  failed: 'danger',
  error: 'danger',
};

/** The state in one sentence, the reconnecting notice, and "Start again" where it applies. Announces changes. */
export const Status = forwardRef<HTMLDivElement, PartProps<'div'>>(function Status({ className, ...rest }, ref) {
  const { state, sentence, reconnecting, restart, paykit, claimAnnouncer } = useCheckoutWidget('CheckoutWidget.Status');
  useEffect(() => claimAnnouncer(), [claimAnnouncer]);
  const { t } = paykit;
  const canRestart = restart && (state === 'expired' || state === 'failed' || state === 'error');
  const tone = TONES[state] ?? 'info';
  return (
    <div {...rest} ref={ref} className={cx(styles.status(), className)} data-tone={tone} data-state={state}>
      <StatusIcon tone={tone} />
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.statusBody()}>
        <p className={styles.statusText()}>{sentence}</p>
        {reconnecting && <p className={styles.reconnecting()}>{t('checkout.reconnecting')}</p>}
      </div>
      {canRestart && (
        <button type="button" className={button()} onClick={restart}>
          {t('checkout.restart')}
        </button>
      )}
    </div>
  );
});
