import { forwardRef } from 'react';
import { Root, type CheckoutWidgetProps } from './context';
import { Address, Amount, Countdown, CopyButton, Instructions, QrCode, Skeleton, Status } from './parts';

const DefaultCheckoutWidget = forwardRef<HTMLElement, Omit<CheckoutWidgetProps, 'children'>>(function CheckoutWidget(props, ref) {
  return (
    <Root {...props} ref={ref}>
      <Status />
      <Skeleton />
      <Amount />
      <Countdown />
      <QrCode />
      <Address />
      <Instructions />
    </Root>
  );
});

/**
 * A payment's checkout: amount, address, QR code, copy buttons, countdown and live status.
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
});

export type { CheckoutWidgetProps };
export type { CheckoutWidgetOwnProps } from './context';
