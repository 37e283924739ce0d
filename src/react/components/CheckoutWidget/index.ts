export { CheckoutWidget, type CheckoutWidgetProps, type CheckoutWidgetOwnProps } from './CheckoutWidget';
export { useCheckoutWidget, type CheckoutWidgetContextValue, type ExplorerTemplates } from './context';
export type { CopyButtonProps, PartProps, CopyablePartProps } from './parts';
export type { OpenInWalletProps } from './extras';
export { groupAddress, type AddressChunk } from './address';
export { qrPayload, type QrPayload } from './payment-uri';
export { stillDue, CHECKOUT_STATES, type CheckoutState } from './state';
