/** The receipt once paid in full: when, the transaction (shortened, copyable, on its explorer), the ids as details, and the way back. */
import { forwardRef } from 'react';
import { button, cx, visuallyHidden } from '../../styles/base';
import { useCheckoutWidget } from './context';
import { explorerName, explorerUrl, middleShortened } from './links';
import { CopyButton, type PartProps } from './parts';
import * as styles from './outcome-styles';
import { paidInFull } from './state';

function paidAt(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Once paid in full: the time paid and the transaction hash (head and tail, a copy button, a link
 * to the network's explorer outside test mode), the reference and payment id in a "Details"
 * disclosure, and "Back to …" when the widget has a returnUrl. The amount is the Status's hero.
 */
export const Receipt = forwardRef<HTMLDivElement, PartProps<'div'>>(function Receipt({ className, ...rest }, ref) {
  const { view, state, paymentId, paykit, returnUrl, merchantName, explorers } = useCheckoutWidget();
  if (!view || !paidInFull(state)) return null;
  const { t, locale } = paykit;
  const hash = view.tx_hash;
  // A sandbox transaction is on no network: its explorer would say "not found".
  const explorer = hash && !view.test_mode ? explorerUrl(view.network, hash, explorers) : null;
  const named = explorerName(view.network, explorers);
  return (
    <div
      {...rest}
      ref={ref}
      role="group"
      aria-label={t('checkout.receipt.title')}
      className={cx(styles.receipt(), className)}
      data-part="receipt"
      data-state={state}
    >
      <dl>
        <dt>{t('checkout.receipt.time')}</dt>
        <dd>{paidAt(view.settled_at ?? view.updated_at, locale)}</dd>
        {hash && (
          <>
            <dt>{t('checkout.receipt.hash')}</dt>
            <dd className={styles.hash()}>
              <code dir="ltr" translate="no">
                <span aria-hidden="true">{middleShortened(hash)}</span>
                <span className={visuallyHidden()}>{hash}</span>
              </code>
              <CopyButton compact data-variant="quiet" value={hash} label={t('copy.hash')} copiedLabel={t('copy.hashCopied')} />
              {explorer && (
                <a href={explorer} target="_blank" rel="noopener noreferrer">
                  {named ? t('checkout.receipt.explorerNamed', { explorer: named }) : t('checkout.receipt.explorer')}
                </a>
              )}
            </dd>
          </>
        )}
      </dl>
      <details>
        <summary>{t('checkout.receipt.details')}</summary>
        <dl>
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
      </details>
      {returnUrl && (
        <a href={returnUrl} className={button()}>
          {merchantName ? t('checkout.back', { merchant: merchantName }) : t('checkout.backToShop')}
        </a>
      )}
    </div>
  );
});
