import { forwardRef, useId, useMemo, useRef, type ComponentPropsWithoutRef } from 'react';
import { useCopy } from '../../hooks/useCopy';
import { useCountdown } from '../../hooks/useCountdown';
import type { MessageKey } from '../../i18n/en';
import { button, cx, skeleton, visuallyHidden } from '../../styles/base';
import { AddressText } from './AddressText';
import { qrShape } from './qr';
import { useCheckoutWidget } from './context';
import { Received } from './Received';
import { awaitingFunds, closedUnpaid, paidInFull, type CheckoutState } from './state';
import * as styles from './styles';

/**
 * A part's props: any attribute of its element (`className` is merged, the ref is forwarded).
 * The part's own attributes (role, aria-*, data-state) come last: a part keeps its meaning.
 */
export type PartProps<Element extends 'div' | 'p' | 'figure' | 'a'> = ComponentPropsWithoutRef<Element>;

/** Amount's and Address's props: a part's, and whether it shows its copy button. */
export type CopyablePartProps = PartProps<'div'> & {
  /** Show the copy button (default true). */
  copy?: boolean;
};

/** How the amount is drawn: 'hero' (default) the largest thing in the widget; 'inline' one quiet row, for a page that shows the amount as its own hero. */
export type AmountStyle = 'hero' | 'inline';

/** Amount's props: a copyable part's, and its style. */
export type AmountProps = CopyablePartProps & {
  /** 'hero' (default) or 'inline' ("Exact amount 125.50 USDT" on one row). */
  amountStyle?: AmountStyle;
};

/** Placeholders while the payment loads. */
export const Skeleton = forwardRef<HTMLDivElement, PartProps<'div'>>(function Skeleton({ className, ...rest }, ref) {
  const { state } = useCheckoutWidget();
  if (state !== 'loading') return null;
  return (
    <div {...rest} ref={ref} className={cx(styles.skeletonStack(), className)} aria-hidden="true" data-part="skeleton" data-state={state}>
      <span className={cx(skeleton(), styles.skeletonTitle())} />
      <span className={cx(skeleton(), styles.skeletonQr())} />
      <span className={cx(skeleton(), styles.skeletonLine())} />
    </div>
  );
});

/** CopyButton's props: what it copies and says, and any attribute of its `<button>`. */
export interface CopyButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'value'> {
  /** The exact text to copy. */
  value: string;
  /** The button's label ("Copy address"). */
  label: string;
  /** What is announced after copying ("Address copied"); default "Copied". */
  copiedLabel?: string;
  /** An icon-only square button beside its value (the label becomes its name and tooltip); default false. */
  compact?: boolean;
}

// 20×20 outlines: two sheets (copy) and a tick (copied).
const COPY_ICON = 'M7 3h9a1 1 0 0 1 1 1v9M4 7h9a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z';
const COPIED_ICON = 'm4 10.5 4 4 8-9';

/**
 * Copies `value`; the result ("Copied", or a hint to copy by hand) is announced politely, and the
 * button itself says "Copied" for two seconds (an icon-only one in a tip over it, so nothing
 * around it moves). The ref and other props go to the `<button>`; `data-state` is idle, copied or failed.
 */
export const CopyButton = forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  { value, label, copiedLabel, compact = false, className, onClick, ...rest },
  ref,
) {
  const { t } = useCheckoutWidget().paykit;
  const { copy, copied, failed } = useCopy();
  return (
    <span>
      <button
        type="button"
        data-variant="secondary"
        data-size="small"
        {...(compact ? { 'data-shape': 'icon', ...(!copied && { 'aria-label': label, title: label }) } : {})}
        {...rest}
        ref={ref}
        className={cx(button(), styles.copy(), className)}
        data-state={copied ? 'copied' : failed ? 'failed' : 'idle'}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) void copy(value);
        }}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={copied ? COPIED_ICON : COPY_ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {copied ? <span>{t('copy.copied')}</span> : !compact && label}
      </button>
      <span role="status" aria-live="polite" className={visuallyHidden()}>
        {copied ? (copiedLabel ?? t('copy.copied')) : failed ? t('copy.failed') : ''}
      </span>
    </span>
  );
});

/** Characters of "amount currency" that still fit a phone's line at full size ("1,250.00 USDT" does, "59.500001 USDT" does not). */
const LONG_AMOUNT = 13;

/** The amount (or, once part arrived, what is still due) with its currency, by the display rule (exact, money.displayAmount). */
export const Amount = forwardRef<HTMLDivElement, AmountProps>(function Amount({ className, copy = true, amountStyle = 'hero', ...rest }, ref) {
  const { view, state, due, awaiting, paykit } = useCheckoutWidget();
  // Once paid or closed, the Status's moment says the amount: never the amount twice.
  if (!view || paidInFull(state) || closedUnpaid(state)) return null;
  const { t, formatAmount } = paykit;
  const currency = view.currency;
  const shown = state === 'underpaid' && due ? due : view.amount;
  const text = t('checkout.amount.value', { amount: formatAmount(shown, currency), currency });
  const inline = amountStyle === 'inline';
  const labelKey: MessageKey =
    state === 'underpaid' ? 'checkout.due.label' : state !== 'pending' ? 'checkout.amount.labelClosed' : inline ? 'checkout.amount.exact' : 'checkout.amount.label';
  const network = awaiting ? networkName(view.network, t) : null;
  const chip = network && (
    <span data-part="network" data-state={state}>
      {network}
    </span>
  );
  return (
    <div {...rest} ref={ref} className={cx(styles.amountRow(), className)} data-part="amount" data-state={state} data-style={amountStyle}>
      <p>
        {/* The network as a chip: on the label's line ("Amount to pay · TRON"), or after an inline amount; the address's warning says it in words. */}
        <span className={styles.label()}>
          {t(labelKey)} {!inline && chip}
        </span>{' '}
        {/* The copy button right after the number it copies; the number stays "25.00 USDT" in a right-to-left page. */}
        <span data-hero-line="">
          <span className={styles.amount()} dir="ltr" data-amount={shown} data-long={text.length > LONG_AMOUNT || undefined}>
            {text}
          </span>
          {copy && awaiting && (
            <CopyButton compact data-variant="quiet" data-size={undefined} value={shown} label={t('copy.amount')} copiedLabel={t('copy.amountCopied')} />
          )}
          {inline && chip}
        </span>
        {state === 'underpaid' && <Received view={view} />}
      </p>
    </div>
  );
});

/** Where to send funds, with a copy button in its box; only while the payer should send. */
export const Address = forwardRef<HTMLDivElement, CopyablePartProps>(function Address({ className, copy = true, ...rest }, ref) {
  const { view, state, awaiting, paykit } = useCheckoutWidget();
  const labelId = useId();
  if (!view?.address || !awaiting) return null;
  const { t } = paykit;
  const currency = view.currency;
  const network = networkName(view.network, t);
  // The warning names the asset and its network in words ("Send only USDT on TRON (TRC-20) to this
  // address"): sending on another network loses the funds, and a chip alone is easily missed.
  return (
    <div {...rest} ref={ref} className={cx(styles.addressSection(), className)} data-part="address" data-state={state}>
      <span id={labelId} className={styles.label()}>
        {t(network ? 'checkout.address.label' : 'checkout.address.labelNoNetwork', { currency, network: network ?? '' })}
      </span>
      {/* The copy button inside the box of the address it copies, as the amount's sits after its number. */}
      <div className={styles.address()}>
        {/* Left to right as a block, so every line starts at the box's left edge in a right-to-left page too. */}
        <p aria-describedby={labelId} data-address={view.address} dir="ltr">
          <AddressText address={view.address} />
        </p>
        {copy && <CopyButton compact data-variant="quiet" value={view.address} label={t('copy.address')} copiedLabel={t('copy.addressCopied')} />}
      </div>
      <p className={styles.detail()}>{t('checkout.address.check')}</p>
    </div>
  );
});

/** The network's name as payers know it ("TRON (TRC-20)"), or the service's own word for one we do not name. */
export function networkName(network: string | null, t: ReturnType<typeof useCheckoutWidget>['paykit']['t']): string | null {
  return network && /^(tron|solana|bitcoin|ethereum)$/.test(network) ? t(`checkout.network.${network as 'tron' | 'solana' | 'bitcoin' | 'ethereum'}`) : network;
}

/** The QR code of the address (or payment URI, see payment-uri.ts); only while the payer should send. */
export const QrCode = forwardRef<HTMLElement, PartProps<'figure'>>(function QrCode({ className, ...rest }, ref) {
  const { qr, view, state, due, paykit } = useCheckoutWidget();
  const text = qr?.text ?? null;
  const shape = useMemo(() => (text ? qrShape(text) : null), [text]);
  if (!qr || !shape || !view?.address) return null;
  const { t, formatAmount } = paykit;
  const label =
    qr.kind === 'uri'
      ? t('checkout.qr.labelUri', { amount: formatAmount(due ?? view.amount, view.currency), currency: view.currency, address: view.address })
      : t('checkout.qr.label', { address: view.address });
  return (
    <figure {...rest} ref={ref} className={cx(styles.qr(), className)} data-part="qr" data-state={state} data-qr-text={qr.text}>
      <svg viewBox={`0 0 ${shape.size} ${shape.size}`} shapeRendering="crispEdges" role="img" aria-label={label}>
        <rect width={shape.size} height={shape.size} fill="#ffffff" />
        <path stroke="#000000" d={shape.path} />
      </svg>
    </figure>
  );
});

/** Warn in the last fifth of the window, or the last two minutes of any window. */
const WARN_FRACTION = 0.2;
const WARN_SECONDS = 120;

/**
 * Time left until `expires_at`, beside its label, over a bar of the time left that turns to the
 * warning tone near the end (`data-tone="warning"`); only while the payer should send. Not
 * announced each second, and the bar moves without animation.
 */
export const Countdown = forwardRef<HTMLParagraphElement, PartProps<'p'>>(function Countdown({ className, ...rest }, ref) {
  const { view, state, paykit, now } = useCheckoutWidget();
  const active = !!view?.expires_at && awaitingFunds(state);
  const deadline = active ? view?.expires_at : null;
  const { secondsLeft, expired, label, spoken } = useCountdown(deadline, { now });
  // The view carries no creation time: the window runs from its last change (a pending payment's is
  // its creation), or from when this deadline was first shown if that is earlier.
  const span = useRef<{ deadline: string; seconds: number } | null>(null);
  if (!active || secondsLeft === null || !deadline) return null;
  if (span.current?.deadline !== deadline) {
    span.current = { deadline, seconds: Math.max(secondsLeft, 1, (Date.parse(deadline) - Date.parse(view.updated_at)) / 1000 || 0) };
  }
  const left = Math.min(1, secondsLeft / span.current.seconds);
  const warn = !expired && (secondsLeft <= WARN_SECONDS || left <= WARN_FRACTION);
  const { t } = paykit;
  return (
    <p
      {...rest}
      ref={ref}
      className={cx(styles.countdown(), className)}
      data-part="countdown"
      data-state={state}
      data-expired={expired ? 'true' : 'false'}
      data-tone={expired ? 'danger' : warn ? 'warning' : undefined}
    >
      <span className={styles.label()}>{t('countdown.label')}</span>
      <span role="timer" aria-atomic="true" data-seconds-left={secondsLeft}>
        {expired ? (
          t('countdown.expired')
        ) : (
          <>
            <span aria-hidden="true" dir="ltr">
              {label}
            </span>
            <span className={visuallyHidden()}>{t('countdown.spoken', { time: spoken })}</span>
          </>
        )}
      </span>
      {/* Attributes, not a style: a page's CSP may refuse inline styles. No viewBox, so the ends stay round at any width. */}
      <svg aria-hidden="true">
        <rect width="100%" height="3" rx="1.5" />
        <rect width={`${Math.round(left * 1000) / 10}%`} height="3" rx="1.5" />
      </svg>
    </p>
  );
});

/** What to do now, for the current state. */
export const Instructions = forwardRef<HTMLParagraphElement, PartProps<'p'>>(function Instructions({ className, ...rest }, ref) {
  const { view, state, timeUp, returnUrl, paykit } = useCheckoutWidget();
  // Once paid, "Back to …" is the next step: "You can close this page" beside it would contradict it.
  // Closed, the Status's moment says what to do.
  if (!view || state === 'loading' || state === 'error' || closedUnpaid(state) || (returnUrl && paidInFull(state))) return null;
  return (
    <p {...rest} ref={ref} className={cx(styles.instructions(), className)} data-part="instructions" data-state={state}>
      {paykit.t(timeUp ? 'instructions.timeUp' : `instructions.${state as Exclude<CheckoutState, 'loading' | 'error' | 'expired' | 'failed'>}`)}
    </p>
  );
});
