/** Parts for what the payer needs beyond the payment itself: opening a phone's wallet, a receipt, the test-mode marker. */
import { forwardRef } from 'react';
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
  const { qr, state, paykit } = useCheckoutWidget();
  const touch = useCoarsePointer();
  if ((show === 'touch' && !touch) || qr?.kind !== 'uri') return null;
  return (
    <a data-width="full" {...rest} ref={ref} href={qr.text} className={cx(button(), className)} data-part="open-in-wallet" data-state={state}>
      {paykit.t('checkout.openWallet')}
    </a>
  );
});

/** Actions' props: a part's, and when it shows. */
export type ActionsProps = PartProps<'div'> & {
  /** 'touch' (default): only where the primary pointer is coarse; 'always': wherever the payer should send. */
  show?: 'touch' | 'always';
};

/**
 * A phone's one main action and one secondary, full width: "Open in wallet" (filled) and "Copy
 * address" where the QR code is a payment URI wallets agree on; "Copy address" filled where it is
 * a bare address. Never two filled buttons. The default layout then drops the address's own copy
 * button, so there is one.
 */
export const Actions = forwardRef<HTMLDivElement, ActionsProps>(function Actions({ className, show = 'touch', ...rest }, ref) {
  const { qr, view, state, awaiting, paykit } = useCheckoutWidget();
  const touch = useCoarsePointer();
  if ((show === 'touch' && !touch) || !awaiting || !view?.address) return null;
  const { t } = paykit;
  const uri = qr?.kind === 'uri' ? qr.text : null;
  return (
    <div {...rest} ref={ref} className={cx(styles.addressSection(), className)} data-part="actions" data-state={state}>
      {uri && <OpenInWallet show="always" />}
      <CopyButton
        value={view.address}
        label={t('copy.address')}
        copiedLabel={t('copy.addressCopied')}
        data-variant={uri ? 'secondary' : undefined}
        data-size={undefined}
        data-width="full"
      />
    </div>
  );
});

/** A labelled badge while the payment comes from a test environment (the sandbox): no real funds move. */
export const TestModeBadge = forwardRef<HTMLParagraphElement, PartProps<'p'>>(function TestModeBadge({ className, ...rest }, ref) {
  const { view, paykit } = useCheckoutWidget();
  if (!view?.test_mode) return null;
  return (
    <p {...rest} ref={ref} className={cx(styles.testMode(), className)} data-part="test-mode">
      {paykit.t('checkout.testMode')}
    </p>
  );
});
