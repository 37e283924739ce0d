/**
 * The FX vocabulary a browser page shows (currencies, conversion types and statuses), without
 * the schema library: the converter reads these, and importing them from ./fx would bring zod
 * onto the page (a schema is a call a bundler must keep). The schemas in ./fx build on these lists.
 */

/** The currencies wallets can convert between (the service names no list; this is the kit's choice: docs/service-contract.md#fx-quotes-and-conversions). */
export const FX_CURRENCIES = ['USDT', 'USDC', 'AUD', 'USD', 'EUR', 'BTC', 'ETH'] as const;
/** A currency wallets can convert between. */
export type FxCurrency = 'USDT' | 'USDC' | 'AUD' | 'USD' | 'EUR' | 'BTC' | 'ETH';

/** True for one of FX_CURRENCIES. */
export function isFxCurrency(value: unknown): value is FxCurrency {
  return typeof value === 'string' && (FX_CURRENCIES as readonly string[]).includes(value);
}

/** `rate` converts at the current rate; `quote` at a quote's guaranteed rate (quote_id). */
export const CONVERSION_TYPES = ['rate', 'quote'] as const;
/** How a conversion is priced: `rate` or `quote`. */
export type ConversionType = 'rate' | 'quote';

/** Where a conversion stands. */
export const CONVERSION_STATUSES = ['pending', 'converted', 'failed'] as const;
/** Where a conversion stands. */
export type ConversionStatus = 'pending' | 'converted' | 'failed';
