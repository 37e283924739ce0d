/** paykit's React layer: provider, hooks, components, themes and messages. */
export { PaykitProvider, usePaykit, type PaykitProviderProps, type PaykitThemeName, type PaykitContextValue } from './provider';
export { usePaymentStatus, useCountdown, useCopy, type UsePaymentStatusResult, type Countdown, type CountdownOptions, type CopyState } from './hooks';
export {
  CheckoutWidget,
  useCheckoutWidget,
  groupAddress,
  qrPayload,
  stillDue,
  CHECKOUT_STATES,
  type CheckoutWidgetProps,
  type CheckoutWidgetOwnProps,
  type CheckoutWidgetLayoutProps,
  type AmountProps,
  type AmountStyle,
  type CheckoutWidgetContextValue,
  type ExplorerTemplates,
  type PartProps,
  type CopyablePartProps,
  type CheckoutState,
  type CopyButtonProps,
  type AddressChunk,
  type QrPayload,
} from './components/CheckoutWidget';
export {
  PaymentLinkButton,
  enPaymentLink,
  type PaymentLinkButtonProps,
  type PaymentLinkButtonOwnProps,
  type PaymentLinkMode,
  type PaymentLinkKey,
  type PaymentLinkMessages,
} from './components/PaymentLinkButton';
export type { HeadingLevel, WithRootProps } from './internal/props';
export { lightTokens, darkTokens, brandTokens, cssVariable, cssVariableNames, type PaykitTokens, type PaykitThemeTokens } from './styles/tokens';
export {
  enCheckout,
  formatAmount,
  interpolate,
  negotiateLocale,
  loadPaykitLocale,
  paykitLocales,
  usePaykitLocale,
  textDirection,
  type Catalogue,
  type CatalogueKey,
  type MessageKey,
  type Messages,
  type MessageOverrides,
  type PaykitLocale,
  type Translate,
  type ExtraPluralCategory,
  type ExtraPluralKey,
  type PluralBase,
  type WithPluralForms,
} from './i18n';
