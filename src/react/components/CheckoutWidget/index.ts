export { CheckoutWidget, type CheckoutWidgetProps, type CheckoutWidgetOwnProps, type CheckoutWidgetLayoutProps } from './CheckoutWidget';
export { useCheckoutWidget, type CheckoutWidgetContextValue, type ExplorerTemplates } from './context';
export type { CopyButtonProps, PartProps, CopyablePartProps, AmountProps, AmountStyle } from './parts';
export type { OpenInWalletProps, ActionsProps } from './extras';
export { groupAddress, type AddressChunk } from './address';
export { qrPayload, type QrPayload } from './payment-uri';
export { stillDue, CHECKOUT_STATES, type CheckoutState } from './state';
