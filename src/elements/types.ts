/**
 * The elements' TypeScript surface: each element's properties, the detail of each event, and the
 * global maps that make `document.querySelector('paykit-checkout')` and
 * `addEventListener('paykit-settled', …)` (on an element or the document) typed. specs.ts lists the same names (a test compares them).
 */
// Each type by the public name of the entry that owns it: the declarations refer to that entry, and
// paykit/elements exports only what is its own.
import type { FxQuoteView, ProxyClient } from 'paykit/client';
import type { CustomerType, FxConversion, PaymentView, VirtualAccountView, WalletBalance } from 'paykit/schemas';
import type { PaykitLocale, PaykitThemeName, PaykitThemeTokens, PaymentLinkMode } from 'paykit';
import type { OnboardingStep } from 'paykit/onboarding';
import type { TransactionFilters } from 'paykit/dashboard';

/** `paykit-error`'s detail. */
export interface PaykitErrorDetail {
  /** What failed: a PaykitError (paykit/client) for the proxy's and the service's refusals, else any thrown value. */
  error: unknown;
  /** Nothing more will come (the payment does not exist). */
  fatal: boolean;
}

/** Every event an element dispatches, by name, with its detail. */
export interface PaykitElementEventDetails {
  /** `<paykit-checkout>`: the payment's status differs from the last one seen (the first included). */
  'paykit-status-change': PaymentView;
  /** `<paykit-checkout>`: paid in full (settled or overpaid), once per payment. */
  'paykit-settled': PaymentView;
  /** `<paykit-checkout>`: the payment expired, once per payment. */
  'paykit-expired': PaymentView;
  /** Any element: a failure it met (and shows). */
  'paykit-error': PaykitErrorDetail;
  /** `<paykit-payment-link-button>`: the payer opened the checkout. */
  'paykit-open': null;
  /** `<paykit-payment-link-button>`: the payer closed the overlay's dialog. */
  'paykit-close': null;
  /** `<paykit-onboarding>`: the applicant moved to another step. */
  'paykit-step-change': OnboardingStep;
  /** `<paykit-onboarding>`: the virtual account is issued; the customer can be paid. */
  'paykit-complete': VirtualAccountView;
  /** `<paykit-virtual-account>`: the details are shown. */
  'paykit-details': VirtualAccountView;
  /** `<paykit-balances>`: the balances were read. */
  'paykit-load': WalletBalance[];
  /** `<paykit-transactions>`: filters were applied or cleared. */
  'paykit-filters-change': TransactionFilters;
  /** `<paykit-transactions>`: a CSV file was downloaded (`capped` when it holds fewer rows than matched). */
  'paykit-export': { rows: number; capped: boolean };
  /** `<paykit-fx-converter>`: a quote was answered. */
  'paykit-quote': FxQuoteView;
  /** `<paykit-fx-converter>`: the service created a conversion, whatever its status. */
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
  /** `payment-id`: the payment to show. */
  paymentId: string | null;
  /** `link-id`: a payment link whose checkout to open (or resume), instead of a payment id. */
  linkId: string | null;
}

/** `<paykit-payment-link-button>`. */
export interface PaykitPaymentLinkButtonElement extends PaykitElementBase {
  /** `link-id`: the payment link to pay. */
  linkId: string | null;
  /** `mode`: `redirect` (the default), `new-tab` or `overlay`. */
  mode: PaymentLinkMode | null;
  /** `checkout-url`: the hosted checkout's URL (default /pay/<link id>). */
  checkoutUrl: string | null;
  /** `label`: the button's words, instead of the kit's. */
  label: string | null;
}

/** `<paykit-onboarding>`. */
export interface PaykitOnboardingElement extends PaykitElementBase {
  /** `customer-type`: individual or business, to skip the question. */
  customerType: CustomerType | null;
}

/** `<paykit-virtual-account>`. */
export interface PaykitVirtualAccountElement extends PaykitElementBase {
  /** `manual-issue`: show a button to issue the details instead of issuing them at once. */
  manualIssue: boolean;
}

/** `<paykit-balances>`. */
export interface PaykitBalancesElement extends PaykitElementBase {
  /** Reads the balances again (after a conversion or a settlement). */
  refresh(): void;
}

/** `<paykit-transactions>`. */
export interface PaykitTransactionsElement extends PaykitElementBase {
  /** `payment-link-id`: show one payment link's transactions at first. */
  paymentLinkId: string | null;
}

/** `<paykit-fx-converter>`. */
export type PaykitFxConverterElement = PaykitElementBase;

/** The tags and their element types. */
export interface PaykitElementTagNameMap {
  /** `<paykit-checkout>`. */
  'paykit-checkout': PaykitCheckoutElement;
  /** `<paykit-payment-link-button>`. */
  'paykit-payment-link-button': PaykitPaymentLinkButtonElement;
  /** `<paykit-onboarding>`. */
  'paykit-onboarding': PaykitOnboardingElement;
  /** `<paykit-virtual-account>`. */
  'paykit-virtual-account': PaykitVirtualAccountElement;
  /** `<paykit-balances>`. */
  'paykit-balances': PaykitBalancesElement;
  /** `<paykit-transactions>`. */
  'paykit-transactions': PaykitTransactionsElement;
  /** `<paykit-fx-converter>`. */
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
