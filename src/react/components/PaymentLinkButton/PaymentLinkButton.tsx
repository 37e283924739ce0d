import type { PaymentLinkView } from 'paykit/schemas';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { getPaymentLink } from '../../../client/payment-links';
import type { PaykitError } from '../../../shared/errors';
import { useControllableState } from '../../hooks/useControllableState';
import { enPaymentLink, type PaymentLinkKey } from '../../i18n/en-payment-link';
import { useCatalogueT } from '../../i18n/useCatalogueT';
import { usePaykit } from '../../provider/context';
import { button, cx, visuallyHidden } from '../../styles/base';
import { Dialog } from './Dialog';
import { isSafeCheckoutUrl, navigation } from './navigation';
import * as styles from './styles';
import type { WithRootProps } from '../../internal/props';

/** How the hosted checkout opens: this tab, a new tab, or a modal dialog over the page. */
export type PaymentLinkMode = 'redirect' | 'new-tab' | 'overlay';

/** The button's own props; any other attribute goes to its root element (a `<span>`). */
export interface PaymentLinkButtonOwnProps {
  /** The link to load through the proxy (GET /payment-links/:id)… */
  linkId?: string;
  /** …or the link itself, already loaded. */
  link?: PaymentLinkView;
  /** How the hosted checkout opens (default 'redirect'). */
  mode?: PaymentLinkMode;
  /** The hosted checkout's URL (default `/pay/<link id>`). */
  checkoutUrl?: string;
  /** The button's text (default "Pay {amount} {currency}"). */
  label?: string;
  /** Extra classes on the root element. */
  className?: string;
  /** Called when the payer opens the checkout (every mode). */
  onOpen?: () => void;
  /** Called when the payer closes the overlay's dialog (Escape, the close button, the backdrop). */
  onClose?: () => void;
  /** Overlay mode, controlled: whether the dialog is open (it shows once the link is loaded). */
  open?: boolean;
  /** Overlay mode, uncontrolled: open the dialog at first (default false). */
  defaultOpen?: boolean;
  /** Overlay mode: called with the open state the payer asked for, in both modes. */
  onOpenChange?: (open: boolean) => void;
}

/** PaymentLinkButton's props: its own, and any attribute of the root `<span>`. */
export type PaymentLinkButtonProps = WithRootProps<PaymentLinkButtonOwnProps, 'span'>;

type Loaded = { link: PaymentLinkView; error: null } | { link: null; error: PaykitError | Error } | { link: null; error: null };

function useLink(linkId: string | undefined, given: PaymentLinkView | undefined): Loaded {
  const { client } = usePaykit('PaymentLinkButton');
  const [loaded, setLoaded] = useState<{ id: string; result: Loaded } | null>(null);
  useEffect(() => {
    if (given || !linkId) return;
    const abort = new AbortController();
    getPaymentLink(client, linkId, { signal: abort.signal }).then(
      (link) => setLoaded({ id: linkId, result: { link, error: null } }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoaded({ id: linkId, result: { link: null, error: error instanceof Error ? error : new Error(String(error)) } });
      },
    );
    return () => abort.abort();
  }, [client, linkId, given]);
  if (given) return { link: given, error: null };
  return loaded && loaded.id === linkId ? loaded.result : { link: null, error: null };
}

const UNAVAILABLE: Record<Exclude<PaymentLinkView['status'], 'active'>, PaymentLinkKey> = {
  paid: 'link.unavailable.paid',
  expired: 'link.unavailable.expired',
  deactivated: 'link.unavailable.deactivated',
};

/**
 * Opens a payment link's hosted checkout: by redirect, in a new tab, or in an overlay dialog
 * (`open` / `defaultOpen` / `onOpenChange` control it). Shows the amount and currency; when
 * the link is not active it stays focusable but disabled (aria-disabled), with the reason
 * shown and tied to it by aria-describedby. The ref and other props go to the root `<span>`.
 */
export const PaymentLinkButton = forwardRef<HTMLSpanElement, PaymentLinkButtonProps>(function PaymentLinkButton(
  { linkId, link: givenLink, mode = 'redirect', checkoutUrl, label, className, onOpen, onClose, open: openProp, defaultOpen = false, onOpenChange, ...rest },
  ref,
) {
  const { formatAmount } = usePaykit('PaymentLinkButton');
  const { t } = useCatalogueT(enPaymentLink, 'PaymentLinkButton');
  const { link, error } = useLink(linkId, givenLink);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reasonId = useId();

  const id = link?.id ?? linkId ?? '';
  const url = checkoutUrl ?? `/pay/${encodeURIComponent(id)}`;
  const loading = !link && !error;
  const reason: string | null = error ? t('link.error') : link && link.status !== 'active' ? t(UNAVAILABLE[link.status]) : null;
  const disabled = loading || reason !== null;
  const amountVars = link ? { amount: formatAmount(link.amount, link.currency), currency: link.currency } : { amount: '', currency: '' };
  const text = loading ? t('link.loading') : (label ?? t('link.pay', amountVars));

  const activate = () => {
    if (disabled) return;
    if (!isSafeCheckoutUrl(url)) {
      console.error(t('link.badUrl', { url }));
      return;
    }
    onOpen?.();
    if (mode === 'overlay') setOpen(true);
    else if (mode === 'new-tab') navigation.openInNewTab(url);
    else navigation.assign(url);
  };

  return (
    <span {...rest} ref={ref} className={cx(styles.wrapper(), className)} data-state={loading ? 'loading' : error ? 'error' : link?.status} data-mode={mode}>
      <button
        ref={buttonRef}
        type="button"
        className={button()}
        aria-disabled={disabled ? true : undefined}
        aria-busy={loading ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        aria-haspopup={mode === 'overlay' ? 'dialog' : undefined}
        aria-expanded={mode === 'overlay' ? open : undefined}
        data-state={mode === 'overlay' && open ? 'open' : 'closed'}
        data-amount={link?.amount}
        onClick={activate}
      >
        {text}
        {mode === 'new-tab' && !disabled && (
          <>
            {' '}
            <span className={visuallyHidden()}>{t('link.newTab')}</span>
          </>
        )}
      </button>
      {reason && (
        <span id={reasonId} className={styles.reason()}>
          {reason}
        </span>
      )}
      {mode === 'overlay' && open && link && (
        <Dialog
          title={t('link.dialogTitle')}
          closeLabel={t('link.close')}
          returnFocus={buttonRef}
          onRequestClose={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <iframe className={styles.frame()} src={url} title={t('link.frameTitle', amountVars)} />
        </Dialog>
      )}
    </span>
  );
});
