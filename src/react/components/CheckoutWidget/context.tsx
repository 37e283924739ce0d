import type { ConnectionState } from 'paykit/client';
import type { PaymentView } from 'paykit/schemas';
import { createContext, forwardRef, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { PaykitError } from '../../../shared/errors';
import { amountDue } from '../../../shared/money';
import { useDeadline } from '../../hooks/useDeadline';
import { usePaymentStatus } from '../../hooks/usePaymentStatus';
import type { Translate } from '../../i18n/format';
import { usePaykit, type PaykitContextValue } from '../../provider/context';
import { cx, visuallyHidden } from '../../styles/base';
import { safeReturnUrl } from './links';
import { qrPayload, type QrPayload } from './payment-uri';
import { awaitingFunds, checkoutState, keptFunds, stillDue, type CheckoutState } from './state';
import { useServiceClock } from './service-clock';
import * as styles from './styles';
import type { WithRootProps } from '../../internal/props';
import { useLatest } from '../../internal/useLatest';

/** Transaction page URL templates by network (`'https://…/{hash}'`): CheckoutWidget's `explorers`. */
export type ExplorerTemplates = Partial<Record<'tron' | 'ethereum' | 'solana' | 'bitcoin', string>>;

/** The widget's own props; any other attribute goes to its root `<section>`. */
export interface CheckoutWidgetOwnProps {
  /** The payment to show, followed live through the provider's client. */
  paymentId: string;
  /** Called with the view whenever its status differs from the last one seen (the first included). */
  onStatusChange?: (view: PaymentView) => void;
  /** Called once per payment when it is paid in full: `settled`, or `overpaid`. */
  onSettled?: (view: PaymentView) => void;
  /** Called once per payment when it expires. */
  onExpired?: (view: PaymentView) => void;
  /** Called for each error the status subscription reports; `fatal` when nothing more will come (no such payment). */
  onError?: (error: PaykitError, info: { fatal: boolean }) => void;
  /** Shown as a "Start again" button on expired, failed and missing payments. */
  onRestart?: () => void;
  /** Where "Back to …" leads once paid: an absolute http(s) URL (anything else shows no link). */
  returnUrl?: string;
  /** The merchant's name, for "Back to {merchantName}" (without it, "Back to the shop"). */
  merchantName?: string;
  /**
   * The explorer each network's transactions open on, as https URL templates with `{hash}`
   * (`{ tron: 'https://tronscan.org/#/transaction/{hash}' }`); TRON, Ethereum, Solana and Bitcoin
   * have defaults. A template that is not https, or has no `{hash}`, gives no link.
   */
  explorers?: ExplorerTemplates;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** CheckoutWidget's (and CheckoutWidget.Root's) props: its own, and any attribute of the root `<section>`. */
export type CheckoutWidgetProps = WithRootProps<CheckoutWidgetOwnProps, 'section'>;

/** What useCheckoutWidget() gives a custom part: the payment's live state and what the widget derives from it. */
export interface CheckoutWidgetContextValue {
  /** The payment shown. */
  paymentId: string;
  /** The widget's state (its `data-state`). */
  state: CheckoutState;
  /** The last view of the payment (null until the first arrives). */
  view: PaymentView | null;
  /** The status connection: connecting, live, reconnecting or closed. */
  connection: ConnectionState;
  /** The last error the subscription reported. */
  error: PaykitError | null;
  /** What the payer still has to send (the whole amount until something arrives), exact. */
  due: string | null;
  /** The payer should send funds now: pending or underpaid, and time is not up. */
  awaiting: boolean;
  /** `expires_at` has passed while the payment is still open (the service has yet to say expired). */
  timeUp: boolean;
  /** What the QR code encodes, when the payer should send funds. */
  qr: QrPayload | null;
  /** The connection is down: the last known state is shown. */
  reconnecting: boolean;
  /** The widget's onRestart, when the merchant gave one; null too once money has arrived on a payment that closed unpaid (restarting would ask for the whole amount again). */
  restart: (() => void) | null;
  /** Money that arrived on a payment that closed without being paid in full (expired or failed after part came in): the payer must be told it is not lost. */
  kept: string | null;
  /** The service's clock (ms since the epoch), from the views' `server_time`: what the countdown and the deadline follow. */
  now: () => number;
  /** One sentence for the current state (what the live region says). */
  sentence: string;
  /** The provider's context (translator, amount formatting, clock). */
  paykit: PaykitContextValue;
  /** A Status part takes over the announcements (so they are not read twice). */
  claimAnnouncer: () => () => void;
  /** The widget's returnUrl when it is an absolute http(s) URL, else null. */
  returnUrl: string | null;
  /** The widget's merchantName. */
  merchantName: string | undefined;
  /** The widget's explorers (URL templates by network). */
  explorers: ExplorerTemplates | undefined;
}

const CheckoutWidgetContext = createContext<CheckoutWidgetContextValue | null>(null);

/**
 * The widget's state for custom parts; only inside <CheckoutWidget.Root>. The kit's own parts name
 * no caller: React's component stack already says which part it was, and the names cost bytes.
 */
export function useCheckoutWidget(who = 'A CheckoutWidget part (or useCheckoutWidget())'): CheckoutWidgetContextValue {
  const value = useContext(CheckoutWidgetContext);
  if (!value) throw new Error(`${who} must be inside <CheckoutWidget.Root paymentId="…">.`);
  return value;
}

function isNotFound(error: PaykitError | null): boolean {
  return !!error && 'status' in error && (error as { status?: number }).status === 404;
}

/** The one sentence that says the state (the live region's text). */
export function stateSentence(
  state: CheckoutState,
  view: PaymentView | null,
  due: string | null,
  error: PaykitError | null,
  t: Translate,
  format: (amount: string, currency?: string) => string,
  merchant?: string,
): string {
  switch (state) {
    case 'loading':
      return t('checkout.state.loading');
    case 'error':
      return t(isNotFound(error) ? 'checkout.state.notFound' : 'checkout.state.error');
    case 'checking':
      return t(view?.address ? 'checkout.state.checking' : 'checkout.state.checkingNoAddress');
    // Without the Status part, its heading ("This payment has expired"); the Status says it with its line.
    case 'expired':
    case 'failed':
      return t(`checkout.outcome.${state}`);
    case 'underpaid':
      return t('checkout.state.underpaid', { due: format(due ?? '0', view?.currency), currency: view?.currency ?? '' });
    case 'overpaid':
      // The difference by exact decimal subtraction ("4.50", never 4.499999…).
      return t('checkout.state.overpaid', {
        extra: format(amountDue(view?.amount_received ?? '0', view?.amount ?? '0'), view?.currency),
        amount: format(view?.amount ?? '0', view?.currency),
        currency: view?.currency ?? '',
        merchant: merchant ?? t('checkout.merchant'),
      });
    default:
      return t(`checkout.state.${state}`);
  }
}

/** Provides the payment's live state to the parts and announces each change once. The ref and other props go to its `<section>`. */
export const Root = forwardRef<HTMLElement, CheckoutWidgetProps>(function Root(
  { paymentId, onStatusChange, onSettled, onExpired, onError, onRestart, returnUrl, merchantName, explorers, className, children, ...rest },
  ref,
) {
  const paykit = usePaykit('CheckoutWidget');
  const status = usePaymentStatus(paymentId);
  const { view, connection, error } = status;
  const state = checkoutState(status);
  const due = view ? stillDue(view) : null;
  const now = useServiceClock(view, paykit.now);
  const kept = view ? keptFunds(view) : null;
  // While the status is being checked, an address already shown stays (its payment's last known state says what to do).
  const payable = state === 'checking' && view?.address ? view.status : state;
  // Past the deadline the address is no longer shown, even before the service says expired.
  const timeUp = useDeadline(awaitingFunds(payable) ? view?.expires_at : null, now);
  const awaiting = awaitingFunds(payable) && !timeUp;
  const qr = view && view.address && awaiting && due ? qrPayload({ ...view, address: view.address }, due) : null;
  const reconnecting = connection === 'reconnecting';
  const sentence = stateSentence(state, view, due, error, paykit.t, paykit.formatAmount, merchantName);

  const callbacks = useLatest({ onStatusChange, onSettled, onExpired, onError });
  const seen = useRef<{ id: string; status: string | null; settled: boolean; expired: boolean }>({
    id: paymentId,
    status: null,
    settled: false,
    expired: false,
  });
  useEffect(() => {
    if (!view || view.payment_id !== paymentId) return;
    if (seen.current.id !== paymentId) seen.current = { id: paymentId, status: null, settled: false, expired: false };
    const record = seen.current;
    if (record.status !== view.status) {
      record.status = view.status;
      callbacks.current.onStatusChange?.(view);
    }
    if ((view.status === 'settled' || view.status === 'overpaid') && !record.settled) {
      record.settled = true;
      callbacks.current.onSettled?.(view);
    }
    if (view.status === 'expired' && !record.expired) {
      record.expired = true;
      callbacks.current.onExpired?.(view);
    }
  }, [view, paymentId, callbacks]);
  useEffect(() => {
    if (error) callbacks.current.onError?.(error, { fatal: status.fatal });
  }, [error, status.fatal, callbacks]);

  const [claims, setClaims] = useState(0);
  const claimAnnouncer = useCallback(() => {
    setClaims((n) => n + 1);
    return () => setClaims((n) => n - 1);
  }, []);

  const value = useMemo<CheckoutWidgetContextValue>(
    () => ({
      paymentId,
      state,
      view,
      connection,
      error,
      due,
      awaiting,
      timeUp,
      qr,
      reconnecting,
      restart: kept ? null : (onRestart ?? null),
      kept,
      now,
      sentence,
      paykit,
      claimAnnouncer,
      returnUrl: safeReturnUrl(returnUrl),
      merchantName,
      explorers,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- qr is a new object on every render, derived from view, state and due, which are listed
    [
      paymentId,
      state,
      view,
      connection,
      error,
      due,
      awaiting,
      timeUp,
      reconnecting,
      onRestart,
      kept,
      now,
      sentence,
      paykit,
      claimAnnouncer,
      returnUrl,
      merchantName,
      explorers,
    ],
  );

  return (
    <CheckoutWidgetContext.Provider value={value}>
      <section
        {...rest}
        ref={ref}
        className={cx(styles.root(), className)}
        aria-label={paykit.t('checkout.title')}
        aria-busy={state === 'loading' ? true : undefined}
        data-payment-id={paymentId}
        data-state={state}
        data-connection={connection}
      >
        {claims === 0 && (
          <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden()}>
            {announcement(sentence, reconnecting, paykit.t)}
          </div>
        )}
        {children}
      </section>
    </CheckoutWidgetContext.Provider>
  );
});

/** What the widget's own live region says: the sentence, and the reconnecting notice. */
export function announcement(sentence: string, reconnecting: boolean, t: Translate): string {
  return reconnecting ? `${sentence} ${t('checkout.reconnecting')}` : sentence;
}
