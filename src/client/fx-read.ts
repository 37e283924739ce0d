/**
 * Reads a quote and a conversion without the schema library (fxQuoteView and fxConversion in
 * shared/schemas/fx.ts; dashboard-read.test.ts holds them to those).
 */
import type { FxConversion } from 'paykit/schemas';
import { CONVERSION_STATUSES, CONVERSION_TYPES } from '../shared/schemas/fx-vocabulary';
import { decimal, nullable, object, oneOf, optional, reading, text } from './answer-readers';

/**
 * A quote as the proxy answers it: the service's quote plus `server_time`, the service's clock
 * when the answer left the proxy, so a countdown to `quote_expiry` runs on the service's time.
 */
export type FxQuoteView = {
  /** The quote's id, for a conversion of type `quote`. */
  quote_id: string;
  /** The currency sold. */
  sell_currency: string;
  /** The currency bought. */
  buy_currency: string;
  /** The amount sold, a decimal string. */
  sell_amount: string;
  /** The amount bought, a decimal string. */
  buy_amount: string;
  /** Guaranteed buy units per sell unit, a decimal string. */
  rate: string;
  /** The quote can be used up to and including this instant. */
  quote_expiry: string;
  /** When the quote was made. */
  created_at: string;
  /** The service's clock when the answer left the proxy, ISO 8601. */
  server_time?: string;
};

/** A quote in `value`, with the proxy's server_time when it sent one. */
export const readFxQuoteView = reading(
  object<FxQuoteView>({
    quote_id: text,
    sell_currency: text,
    buy_currency: text,
    sell_amount: decimal,
    buy_amount: decimal,
    rate: decimal,
    quote_expiry: text,
    created_at: text,
    server_time: optional(text),
  }),
);

/** A conversion in `value`, or the path of the first wrong field. */
export const readFxConversion = reading(
  object<FxConversion>({
    conversion_id: text,
    status: oneOf(CONVERSION_STATUSES),
    sell_currency: text,
    buy_currency: text,
    sell_amount: decimal,
    buy_amount: decimal,
    rate: decimal,
    conversion_type: oneOf(CONVERSION_TYPES),
    quote_id: nullable(text),
    reference: nullable(text),
    failure_reason: nullable(text),
    created_at: text,
    converted_at: nullable(text),
  }),
);
