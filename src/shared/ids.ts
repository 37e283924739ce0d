/** Id prefixes. The service gives pl_, txn_ and evt_; the rest are this kit's choices (docs/service-contract.md#ids-and-scoping). */
export const ID_PREFIX = {
  paymentLink: 'pl_',
  transaction: 'txn_',
  event: 'evt_',
  payment: 'pay_',
  webhookEndpoint: 'we_',
  webhookDelivery: 'whd_',
  connectedAccount: 'acct_',
  document: 'doc_',
  quote: 'quote_',
  conversion: 'conv_',
  payout: 'po_',
  virtualAccount: 'va_',
  request: 'req_',
} as const;

/** A kind of id, keyed into `ID_PREFIX`. */
export type IdKind = keyof typeof ID_PREFIX;

/** True when `value` is a string with the prefix of `kind` and something after it. */
export function hasPrefix(kind: IdKind, value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(ID_PREFIX[kind]) && value.length > ID_PREFIX[kind].length;
}

/**
 * The shape of a payment link id this kit accepts: pl_ then 1 to 64 ASCII letters and digits. The
 * service names only the prefix (docs/service-contract.md#payment-links); the hosted /pay/<id> page and the dashboard's filter both refuse
 * anything else before asking the service.
 */
export const PAYMENT_LINK_ID = /^pl_[A-Za-z0-9]{1,64}$/;

/** True when `value` is a payment link id of that shape. */
export const isPaymentLinkId = (value: unknown): value is string => typeof value === 'string' && PAYMENT_LINK_ID.test(value);
