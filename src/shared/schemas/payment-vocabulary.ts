/**
 * The payment vocabulary a browser page shows (assets, link and transaction statuses, the
 * description's limit), without the schema library: the dashboard lists and forms read these,
 * and importing them from ./payments would bring zod onto the page (a schema is a call a bundler
 * must keep). The schemas in ./payments and ./transactions build on these lists.
 */

/**
 * Digital assets a link or payment can be priced in (docs/service-contract.md#payments). The service names USDT, BTC and ETH as
 * examples and USDC elsewhere; anything else is refused with 400 naming `currency`.
 */
export const PAYMENT_ASSETS = ['USDT', 'USDC', 'BTC', 'ETH'] as const;

/** A payment link's statuses: active on creation, then paid, expired or deactivated. */
export const PAYMENT_LINK_STATUSES = ['active', 'paid', 'expired', 'deactivated'] as const;

/** The longest description a payment link may have, in characters. */
export const PAYMENT_LINK_DESCRIPTION_MAX = 500;

/** A transaction's statuses: pending, confirmed, settled or failed. */
export const TRANSACTION_STATUSES = ['pending', 'confirmed', 'settled', 'failed'] as const;
