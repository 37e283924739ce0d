/**
 * What each element is, as data: its tag, attributes, events and parts. The element classes are
 * built from it (define.ts), the custom-elements manifest is written from it
 * (scripts/build-elements-manifest.ts), and docs/elements.md describes the same lists. No DOM
 * here, so Node (a server render, the manifest script) can import it.
 */

/** How an attribute's text becomes its property's value. */
export type AttributeKind = 'string' | 'boolean';

/** An attribute and the property that mirrors it. */
export interface AttributeSpec {
  /** The attribute, kebab-case (`payment-id`). */
  readonly name: string;
  /** The property, camelCase (`paymentId`). */
  readonly property: string;
  readonly kind: AttributeKind;
  /** The property's TypeScript type, for the manifest. */
  readonly type: string;
  readonly description: string;
}

/** A property with no attribute (an object: a translation, a theme's tokens, a client). */
export interface PropertySpec {
  readonly property: string;
  readonly type: string;
  readonly description: string;
}

/** A DOM event the element dispatches (every one bubbles and is composed: it leaves the shadow root). */
export interface EventSpec {
  readonly name: string;
  /** The TypeScript type of `event.detail`. */
  readonly detail: string;
  readonly description: string;
}

/** One element. */
export interface ElementSpec {
  readonly tag: string;
  /** The interface in HTMLElementTagNameMap. */
  readonly className: string;
  /** The React component it renders. */
  readonly component: string;
  readonly description: string;
  readonly attributes: readonly AttributeSpec[];
  readonly events: readonly EventSpec[];
}

/** Every element reads these. */
export const COMMON_ATTRIBUTES: readonly AttributeSpec[] = [
  {
    name: 'proxy-url',
    property: 'proxyUrl',
    kind: 'string',
    type: 'string | null',
    description:
      "Where the merchant's server mounted the paykit proxy (default /api/paykit). Elements with the same proxy-url share one client, so one connection per payment.",
  },
  {
    name: 'locale',
    property: 'locale',
    kind: 'string',
    type: 'string | PaykitLocale | null',
    description:
      'A BCP 47 tag: the words of the closest language paykit ships (docs/i18n.md#negotiation), numbers and dates as the tag says; or, as a property, a translation from paykit/locales/<tag>.',
  },
  {
    name: 'theme',
    property: 'theme',
    kind: 'string',
    type: "'light' | 'dark' | 'auto' | PaykitThemeTokens | null",
    description:
      "light (default), dark, auto (follows the system), or, as a property, token overrides. --pk-* custom properties set on the element win over the theme's.",
  },
];

/** Properties only (objects cannot be attributes). */
export const COMMON_PROPERTIES: readonly PropertySpec[] = [
  {
    property: 'client',
    type: 'ProxyClient | null',
    description: 'A client from paykit/client to use instead of the shared one for proxy-url (a custom fetch, tests).',
  },
];

const ERROR_EVENT: EventSpec = {
  name: 'paykit-error',
  detail: 'PaykitErrorDetail',
  description: 'A failure the element met (it is also shown): `detail.error`, and `detail.fatal` when nothing more will come.',
};

const string = (name: string, property: string, description: string): AttributeSpec => ({ name, property, kind: 'string', type: 'string | null', description });

export const ELEMENT_SPECS: readonly ElementSpec[] = [
  {
    tag: 'paykit-checkout',
    className: 'PaykitCheckoutElement',
    component: 'CheckoutWidget',
    description: "A payment's checkout: amount, address, QR code and countdown, followed live.",
    attributes: [
      string('payment-id', 'paymentId', 'The payment to show.'),
      string('link-id', 'linkId', "A payment link: the element opens (or resumes) the link's payment and shows it. Ignored when payment-id is set."),
    ],
    events: [
      { name: 'paykit-status-change', detail: 'PaymentView', description: "The payment's status differs from the last one seen (the first included)." },
      { name: 'paykit-settled', detail: 'PaymentView', description: 'Paid in full (settled or overpaid), once per payment.' },
      { name: 'paykit-expired', detail: 'PaymentView', description: 'The payment expired, once per payment.' },
      ERROR_EVENT,
    ],
  },
  {
    tag: 'paykit-payment-link-button',
    className: 'PaykitPaymentLinkButtonElement',
    component: 'PaymentLinkButton',
    description: "A button that opens a payment link's hosted checkout.",
    attributes: [
      string('link-id', 'linkId', 'The payment link.'),
      string('mode', 'mode', 'redirect (default), new-tab or overlay.'),
      string('checkout-url', 'checkoutUrl', "The hosted checkout's URL (default /pay/<link id>)."),
      string('label', 'label', 'The button\'s text (default "Pay {amount} {currency}").'),
    ],
    events: [
      { name: 'paykit-open', detail: 'null', description: 'The payer opened the checkout.' },
      { name: 'paykit-close', detail: 'null', description: "The payer closed the overlay's dialog." },
      ERROR_EVENT,
    ],
  },
  {
    tag: 'paykit-onboarding',
    className: 'PaykitOnboardingElement',
    component: 'OnboardingFlow',
    description: 'The whole onboarding: customer type, details, documents, selfie check, verification, then the virtual account.',
    attributes: [string('customer-type', 'customerType', 'individual or business: skips the first question.')],
    events: [
      { name: 'paykit-step-change', detail: 'OnboardingStep', description: 'The applicant moved to another step.' },
      { name: 'paykit-complete', detail: 'VirtualAccountView', description: 'The virtual account is issued: the customer can be paid.' },
      ERROR_EVENT,
    ],
  },
  {
    tag: 'paykit-virtual-account',
    className: 'PaykitVirtualAccountElement',
    component: 'VirtualAccountCard',
    description: "The customer's virtual account details (BSB and account number), issued when they can be.",
    attributes: [
      {
        name: 'manual-issue',
        property: 'manualIssue',
        kind: 'boolean',
        type: 'boolean',
        description: 'Show a button to issue the details instead of issuing them at once.',
      },
    ],
    events: [{ name: 'paykit-details', detail: 'VirtualAccountView', description: 'The details are shown.' }, ERROR_EVENT],
  },
  {
    tag: 'paykit-balances',
    className: 'PaykitBalancesElement',
    component: 'BalanceList',
    description: "The merchant's wallet balances. Call `refresh()` to read them again.",
    attributes: [],
    events: [{ name: 'paykit-load', detail: 'WalletBalance[]', description: 'The balances were read.' }, ERROR_EVENT],
  },
  {
    tag: 'paykit-transactions',
    className: 'PaykitTransactionsElement',
    component: 'TransactionList',
    description: 'The transactions, filtered and paged, with their details and a CSV export.',
    attributes: [string('payment-link-id', 'paymentLinkId', "Show one payment link's transactions at first.")],
    events: [
      { name: 'paykit-filters-change', detail: 'TransactionFilters', description: 'Filters were applied or cleared.' },
      { name: 'paykit-export', detail: '{ rows: number; capped: boolean }', description: 'A CSV file was downloaded.' },
      ERROR_EVENT,
    ],
  },
  {
    tag: 'paykit-fx-converter',
    className: 'PaykitFxConverterElement',
    component: 'FxConverter',
    description: 'Converts between currencies at a locked quote.',
    attributes: [],
    events: [
      { name: 'paykit-quote', detail: 'FxQuoteView', description: 'A quote was answered.' },
      { name: 'paykit-converted', detail: 'FxConversion', description: 'The service created a conversion, whatever its status.' },
      ERROR_EVENT,
    ],
  },
];
