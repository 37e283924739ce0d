import { forwardRef } from 'react';
import { Root, type CheckoutWidgetProps } from './context';
import { OpenInWallet, TestModeBadge } from './extras';
import { Receipt } from './Receipt';
import { Status } from './Status';
import { Address, Amount, Countdown, CopyButton, Instructions, QrCode, Skeleton } from './parts';

// What a payer needs first comes first: amount and address, each with its copy button, then the QR
// sized to fit, so on a 375 × 667 phone all three are on the first screen; time and advice follow.
const DefaultCheckoutWidget = forwardRef<HTMLElement, Omit<CheckoutWidgetProps, 'children'>>(function CheckoutWidget(props, ref) {
  return (
    <Root {...props} ref={ref}>
      <TestModeBadge />
      <Status />
      <Skeleton />
      <Amount />
      <Address />
      <QrCode />
      <OpenInWallet />
      <Countdown />
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
  Receipt,
  TestModeBadge,
});

export type { CheckoutWidgetProps };
export type { CheckoutWidgetOwnProps } from './context';
