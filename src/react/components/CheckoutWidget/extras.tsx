/** Parts for what the payer needs beyond the payment itself: opening a phone's wallet, a receipt, the test-mode marker. */
import { forwardRef, useId } from 'react';
import { useCoarsePointer } from '../../hooks/useCoarsePointer';
import { button, cx } from '../../styles/base';
import { useCheckoutWidget } from './context';
import { CopyButton, type PartProps } from './parts';
import * as styles from './styles';

/** OpenInWallet's props: a link's, and when it shows. */
export type OpenInWalletProps = PartProps<'a'> & {
  /** 'touch' (default): only where the primary pointer is coarse (a phone); 'always': wherever there is a URI (an app's web view, say). */
  show?: 'touch' | 'always';
};

/**
 * On a touch screen, a link that opens the payer's wallet with the payment URI the QR code
 * encodes: a phone cannot scan its own screen. Only where that is a URI (BTC, ETH, SOL; see
 * payment-uri.ts): a bare address opens nothing.
 */
export const OpenInWallet = forwardRef<HTMLAnchorElement, OpenInWalletProps>(function OpenInWallet({ className, show = 'touch', ...rest }, ref) {
  const { qr, state, paykit } = useCheckoutWidget('CheckoutWidget.OpenInWallet');
  const touch = useCoarsePointer();
  if ((show === 'touch' && !touch) || qr?.kind !== 'uri') return null;
  return (
    <a {...rest} ref={ref} href={qr.text} className={cx(button(), styles.wallet(), className)} data-part="open-in-wallet" data-state={state}>
      {paykit.t('checkout.openWallet')}
    </a>
  );
});

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

/** A labelled badge while the payment comes from a test environment (the sandbox): no real funds move. */
export const TestModeBadge = forwardRef<HTMLParagraphElement, PartProps<'p'>>(function TestModeBadge({ className, ...rest }, ref) {
  const { view, paykit } = useCheckoutWidget('CheckoutWidget.TestModeBadge');
  if (!view?.test_mode) return null;
  return (
    <p {...rest} ref={ref} className={cx(styles.testMode(), className)} data-part="test-mode">
      {paykit.t('checkout.testMode')}
    </p>
  );
});
