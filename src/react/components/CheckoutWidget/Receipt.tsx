/** The receipt once paid in full. */
import { forwardRef, useId } from 'react';
import { cx } from '../../styles/base';
import { useCheckoutWidget } from './context';
import { CopyButton, type PartProps } from './parts';
import * as styles from './outcome-styles';

function paidAt(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Once paid in full: amount, time, transaction hash (with a copy button), reference and payment id, as a description list. */
export const Receipt = forwardRef<HTMLDivElement, PartProps<'div'>>(function Receipt({ className, ...rest }, ref) {
  const { view, state, paymentId, paykit } = useCheckoutWidget('CheckoutWidget.Receipt');
  const titleId = useId();
  if (!view || (state !== 'settled' && state !== 'overpaid')) return null;
  const { t, formatAmount, locale } = paykit;
  return (
    <div {...rest} ref={ref} role="group" aria-labelledby={titleId} className={cx(styles.receipt(), className)} data-part="receipt" data-state={state}>
      <p id={titleId} className={styles.receiptTitle()}>
        {t('checkout.receipt.title')}
      </p>
      <dl>
        <dt>{t('checkout.receipt.amount')}</dt>
        <dd data-short="">{t('checkout.amount.value', { amount: formatAmount(view.amount_received, view.currency), currency: view.currency })}</dd>
        <dt>{t('checkout.receipt.time')}</dt>
        <dd data-short="">{paidAt(view.settled_at ?? view.updated_at, locale)}</dd>
        {view.tx_hash && (
          <>
            <dt>{t('checkout.receipt.hash')}</dt>
            <dd className={styles.hash()}>
              <code dir="ltr" translate="no">
                {view.tx_hash}
              </code>
              <CopyButton value={view.tx_hash} label={t('copy.hash')} copiedLabel={t('copy.hashCopied')} />
            </dd>
          </>
        )}
        {view.reference && (
          <>
            <dt>{t('checkout.receipt.reference')}</dt>
            <dd dir="ltr" translate="no">
              {view.reference}
            </dd>
          </>
        )}
        <dt>{t('checkout.receipt.paymentId')}</dt>
        <dd dir="ltr" translate="no">
          {paymentId}
        </dd>
      </dl>
    </div>
  );
});
