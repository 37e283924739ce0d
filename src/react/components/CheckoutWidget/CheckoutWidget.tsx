import { forwardRef } from 'react';
import { useCoarsePointer } from '../../hooks/useCoarsePointer';
import type { WithRootProps } from '../../internal/props';
import { Root, type CheckoutWidgetOwnProps } from './context';
import { Actions, OpenInWallet, TestModeBadge } from './extras';
import { Receipt } from './Receipt';
import { Status } from './Status';
import { head } from './styles';
import { Address, Amount, Countdown, CopyButton, Instructions, QrCode, Skeleton, type AmountStyle } from './parts';

/** The ready layout's own props, beside Root's. */
export interface CheckoutWidgetLayoutProps {
  /** 'hero' (default): the amount is the largest thing in the widget; 'inline': one quiet row ("Exact amount 125.50 USDT" and copy), for a page that already shows the amount as its hero. */
  amountStyle?: AmountStyle;
}

/** CheckoutWidget's props: Root's (and any attribute of the root `<section>`), and the layout's own. */
export type CheckoutWidgetProps = WithRootProps<CheckoutWidgetOwnProps & CheckoutWidgetLayoutProps, 'section'>;

// The status and the time left read together on the first row; then the amount, the one hero,
// with the network on its label's line; the code to scan, and on a phone the one main action
// under it; the address to compare and the advice follow.
const DefaultCheckoutWidget = forwardRef<HTMLElement, Omit<CheckoutWidgetProps, 'children'>>(function CheckoutWidget({ amountStyle, ...props }, ref) {
  // On a phone "Copy address" is one of the actions under the code: the address does not repeat it.
  const touch = useCoarsePointer();
  return (
    <Root {...props} ref={ref}>
      <TestModeBadge />
      <div className={head()}>
        <Status />
        <Countdown />
      </div>
      <Skeleton />
      <Amount amountStyle={amountStyle} />
      <QrCode />
      <Actions />
      <Address copy={!touch} />
      <Instructions />
      <Receipt />
    </Root>
  );
});

/**
 * A payment's checkout: amount, address, QR code, copy buttons, countdown and live status; on a
 * touch screen an "Open in wallet" link, once paid a receipt, and a "Test mode" badge for sandbox payments.
 * `<CheckoutWidget paymentId="…" />` is the ready layout; the parts build custom ones:
 *
 * ```tsx
 * <CheckoutWidget.Root paymentId={id}>
 *   <CheckoutWidget.Status />
 *   <CheckoutWidget.QrCode />
 *   <CheckoutWidget.Address />
 * </CheckoutWidget.Root>
 * ```
 */
export const CheckoutWidget = Object.assign(DefaultCheckoutWidget, {
  Root,
  Status,
  Skeleton,
  Amount,
  Address,
  QrCode,
  CopyButton,
  Countdown,
  Instructions,
  OpenInWallet,
  Actions,
  Receipt,
  TestModeBadge,
});

export type { CheckoutWidgetOwnProps } from './context';
