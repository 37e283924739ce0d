/**
 * The elements' TypeScript surface: each element's properties, the detail of each event, and the
 * global maps that make `document.querySelector('paykit-checkout')` and
 * `addEventListener('paykit-settled', …)` (on an element or the document) typed. specs.ts lists the same names (a test compares them).
 */
import type { ProxyClient } from '../client/proxy-client';
import type { FxQuoteView } from '../client/dashboard';
import type { FxConversion } from '../shared/schemas/fx';
import type { WalletBalance } from '../shared/schemas/payments';
import type { PaymentView, VirtualAccountView } from '../shared/schemas/views';
import type { CustomerType } from '../shared/schemas/account-status';
import type { OnboardingStep } from '../react/components/OnboardingFlow/steps';
import type { PaymentLinkMode } from '../react/components/PaymentLinkButton/PaymentLinkButton';
import type { PaykitLocale } from '../react/i18n/locale';
import type { PaykitThemeName } from '../react/provider/PaykitProvider';
import type { PaykitThemeTokens } from '../react/styles/tokens';
import type { TransactionFilters } from '../dashboard/TransactionList/filters';

/** `paykit-error`'s detail. */
export interface PaykitErrorDetail {
  /** What failed: a PaykitError (paykit/client) for the proxy's and the service's refusals, else any thrown value. */
  error: unknown;
  /** Nothing more will come (the payment does not exist). */
  fatal: boolean;
}

/** Every event an element dispatches, by name, with its detail. */
export interface PaykitElementEventDetails {
  'paykit-status-change': PaymentView;
  'paykit-settled': PaymentView;
  'paykit-expired': PaymentView;
  'paykit-error': PaykitErrorDetail;
  'paykit-open': null;
  'paykit-close': null;
  'paykit-step-change': OnboardingStep;
  'paykit-complete': VirtualAccountView;
  'paykit-details': VirtualAccountView;
  'paykit-load': WalletBalance[];
  'paykit-filters-change': TransactionFilters;
  'paykit-export': { rows: number; capped: boolean };
  'paykit-quote': FxQuoteView;
  'paykit-converted': FxConversion;
}

/** The events as DOM events (for HTMLElementEventMap). */
export type PaykitElementEventMap = { [Name in keyof PaykitElementEventDetails]: CustomEvent<PaykitElementEventDetails[Name]> };

/** What every element takes. */
export interface PaykitElementBase extends HTMLElement {
  /** `proxy-url`: where the merchant's server mounted the paykit proxy (default /api/paykit). */
  proxyUrl: string | null;
  /** `locale`: a BCP 47 tag, or a translation from paykit/locales/<tag>. */
  locale: string | PaykitLocale | null;
  /** `theme`: light, dark, auto, or token overrides. */
  theme: PaykitThemeName | PaykitThemeTokens | null;
  /** A client to use instead of the page's shared one for proxy-url. */
  client: ProxyClient | null;
}

/** `<paykit-checkout>`. */
export interface PaykitCheckoutElement extends PaykitElementBase {
  paymentId: string | null;
  linkId: string | null;
}

/** `<paykit-payment-link-button>`. */
export interface PaykitPaymentLinkButtonElement extends PaykitElementBase {
  linkId: string | null;
  mode: PaymentLinkMode | null;
  checkoutUrl: string | null;
  label: string | null;
}

/** `<paykit-onboarding>`. */
export interface PaykitOnboardingElement extends PaykitElementBase {
  customerType: CustomerType | null;
}

/** `<paykit-virtual-account>`. */
export interface PaykitVirtualAccountElement extends PaykitElementBase {
  manualIssue: boolean;
}

/** `<paykit-balances>`. */
export interface PaykitBalancesElement extends PaykitElementBase {
  /** Reads the balances again (after a conversion or a settlement). */
  refresh(): void;
}

/** `<paykit-transactions>`. */
export interface PaykitTransactionsElement extends PaykitElementBase {
  paymentLinkId: string | null;
}

/** `<paykit-fx-converter>`. */
export type PaykitFxConverterElement = PaykitElementBase;

/** The tags and their element types. */
export interface PaykitElementTagNameMap {
  'paykit-checkout': PaykitCheckoutElement;
  'paykit-payment-link-button': PaykitPaymentLinkButtonElement;
  'paykit-onboarding': PaykitOnboardingElement;
  'paykit-virtual-account': PaykitVirtualAccountElement;
  'paykit-balances': PaykitBalancesElement;
  'paykit-transactions': PaykitTransactionsElement;
  'paykit-fx-converter': PaykitFxConverterElement;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the tags join the DOM's map
  interface HTMLElementTagNameMap extends PaykitElementTagNameMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the events join the DOM's map
  interface HTMLElementEventMap extends PaykitElementEventMap {}
  // They bubble and are composed: a listener on the document hears them too.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the events join the DOM's map
  interface DocumentEventMap extends PaykitElementEventMap {}
}
