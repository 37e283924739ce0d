/**
 * FX quotes and conversions: request and resource shapes.
 * Amounts are decimal strings (exact numbers accepted on input); rates are decimal strings of
 * buy-currency units per one sell-currency unit.
 */
import * as z from 'zod/mini';
import { CONVERSION_STATUSES, CONVERSION_TYPES, FX_CURRENCIES, type ConversionStatus, type ConversionType, type FxCurrency } from './fx-vocabulary';
import { amountInput, decimalString, text } from './primitives';

// The lists live apart, without zod, for the browser pages that show them.
export { CONVERSION_STATUSES, CONVERSION_TYPES, FX_CURRENCIES, isFxCurrency, type ConversionStatus, type ConversionType, type FxCurrency } from './fx-vocabulary';

/** One of FX_CURRENCIES, refused with the list when not. */
export const fxCurrency = z.enum(FX_CURRENCIES, `must be a supported currency: ${FX_CURRENCIES.join(', ')}`);

interface PairFields {
  sell_currency: string;
  buy_currency: string;
  sell_amount?: string | undefined;
  buy_amount?: string | undefined;
}

/** The two cross-field rules every FX request shares: distinct currencies, and exactly one fixed side. */
const pairRules = z.superRefine<PairFields>((value, ctx) => {
  if (value.sell_currency === value.buy_currency) {
    ctx.issues.push({
      code: 'custom',
      input: value.buy_currency,
      path: ['buy_currency'],
      message: `must differ from sell_currency (both are ${value.sell_currency})`,
    });
  }
  const hasSell = value.sell_amount !== undefined;
  const hasBuy = value.buy_amount !== undefined;
  if (hasSell && hasBuy) {
    ctx.issues.push({
      code: 'custom',
      input: value.buy_amount,
      path: ['buy_amount'],
      message: 'must not be sent together with sell_amount: send exactly one of sell_amount or buy_amount',
    });
  } else if (!hasSell && !hasBuy) {
    ctx.issues.push({
      code: 'custom',
      input: undefined,
      path: ['sell_amount'],
      message: 'is required unless buy_amount is given: send exactly one of sell_amount or buy_amount',
    });
  }
});

const pairShape = {
  sell_currency: fxCurrency,
  buy_currency: fxCurrency,
  /** Fixes the amount sold; the buy side is calculated. */
  sell_amount: z.optional(amountInput),
  /** Fixes the amount received; the sell side is calculated. */
  buy_amount: z.optional(amountInput),
};

/** A quote request: two different currencies and exactly one of sell_amount or buy_amount. */
export const fxQuoteRequest = z.object(pairShape).check(pairRules);
/** A quote request as written (amounts as decimal strings or exact numbers). */
export type FxQuoteRequestInput = {
  /** The currency to sell. */
  sell_currency: FxCurrency;
  /** The currency to buy; must differ from sell_currency. */
  buy_currency: FxCurrency;
  /** Fixes the amount sold (decimal string or exact number); send this or buy_amount. */
  sell_amount?: string | number;
  /** Fixes the amount received (decimal string or exact number); send this or sell_amount. */
  buy_amount?: string | number;
};
/** A quote request once parsed (amounts as decimal strings). */
export type FxQuoteRequest = {
  /** The currency to sell. */
  sell_currency: FxCurrency;
  /** The currency to buy. */
  buy_currency: FxCurrency;
  /** The fixed amount sold, a decimal string, when that side is fixed. */
  sell_amount?: string;
  /** The fixed amount received, a decimal string, when that side is fixed. */
  buy_amount?: string;
};

/** A conversion request: the quote rules, plus quote_id with (and only with) conversion_type quote. */
export const fxConversionRequest = z
  .object({
    ...pairShape,
    conversion_type: z.enum(CONVERSION_TYPES),
    quote_id: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
    reference: z.optional(text(200)),
  })
  .check(
    pairRules,
    z.superRefine((value, ctx) => {
      if (value.conversion_type === 'quote' && value.quote_id === undefined) {
        ctx.issues.push({ code: 'custom', input: undefined, path: ['quote_id'], message: 'is required when conversion_type is quote' });
      }
      if (value.conversion_type === 'rate' && value.quote_id !== undefined) {
        ctx.issues.push({
          code: 'custom',
          input: value.quote_id,
          path: ['quote_id'],
          message: 'must not be sent when conversion_type is rate (use conversion_type quote to use a quote)',
        });
      }
    }),
  );
/** A conversion request as written (amounts as decimal strings or exact numbers). */
export type FxConversionRequestInput = {
  /** The currency to sell. */
  sell_currency: FxCurrency;
  /** The currency to buy; must differ from sell_currency. */
  buy_currency: FxCurrency;
  /** Fixes the amount sold (decimal string or exact number); send this or buy_amount. */
  sell_amount?: string | number;
  /** Fixes the amount received (decimal string or exact number); send this or sell_amount. */
  buy_amount?: string | number;
  /** `rate` converts at the current rate; `quote` at the quote_id's guaranteed rate. */
  conversion_type: ConversionType;
  /** The quote to use: with (and only with) conversion_type quote. */
  quote_id?: string;
  /** The caller's reference, at most 200 characters. */
  reference?: string;
};
/** A conversion request once parsed (amounts as decimal strings). */
export type FxConversionRequest = {
  /** The currency to sell. */
  sell_currency: FxCurrency;
  /** The currency to buy. */
  buy_currency: FxCurrency;
  /** The fixed amount sold, a decimal string, when that side is fixed. */
  sell_amount?: string;
  /** The fixed amount received, a decimal string, when that side is fixed. */
  buy_amount?: string;
  /** `rate` or `quote`. */
  conversion_type: ConversionType;
  /** The quote used, with conversion_type quote. */
  quote_id?: string;
  /** The caller's reference, when given. */
  reference?: string;
};

/** A quote: a guaranteed rate for both amounts until quote_expiry. */
export const fxQuote = z.object({
  quote_id: z.string(),
  sell_currency: z.string(),
  buy_currency: z.string(),
  sell_amount: decimalString,
  buy_amount: decimalString,
  /** Guaranteed buy units per sell unit. */
  rate: decimalString,
  /** The quote can be used up to and including this instant. */
  quote_expiry: z.string(),
  created_at: z.string(),
});
/** A quote: a guaranteed rate for both amounts until quote_expiry. */
export type FxQuote = {
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
};

/**
 * A quote as the proxy answers it: the service's quote plus `server_time`, the service's clock
 * when the answer left the proxy, so a countdown to `quote_expiry` runs on the service's time.
 */
export const fxQuoteView = z.extend(fxQuote, { server_time: z.optional(z.string()) });

/** A conversion as the service answers it. */
export const fxConversion = z.object({
  conversion_id: z.string(),
  status: z.enum(CONVERSION_STATUSES),
  sell_currency: z.string(),
  buy_currency: z.string(),
  /** Debited from the sell-currency balance. */
  sell_amount: decimalString,
  /** Credited to the buy-currency balance once converted. */
  buy_amount: decimalString,
  /** The applied rate: buy units per sell unit. */
  rate: decimalString,
  conversion_type: z.enum(CONVERSION_TYPES),
  quote_id: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
  created_at: z.string(),
  converted_at: z.nullable(z.string()),
});
/** A conversion as the service answers it. */
export type FxConversion = {
  /** The conversion's id. */
  conversion_id: string;
  /** Where the conversion stands. */
  status: ConversionStatus;
  /** The currency sold. */
  sell_currency: string;
  /** The currency bought. */
  buy_currency: string;
  /** Debited from the sell-currency balance, a decimal string. */
  sell_amount: string;
  /** Credited to the buy-currency balance once converted, a decimal string. */
  buy_amount: string;
  /** The applied rate: buy units per sell unit, a decimal string. */
  rate: string;
  /** Priced at the current rate or at a quote's. */
  conversion_type: ConversionType;
  /** The quote used, or null for a conversion at the current rate. */
  quote_id: string | null;
  /** The caller's reference, or null. */
  reference: string | null;
  /** Why it failed, or null. */
  failure_reason: string | null;
  /** When the conversion was asked for. */
  created_at: string;
  /** When it converted, or null until then. */
  converted_at: string | null;
};

/** Sandbox-only: settles a conversion held pending (sandbox option holdConversions). */
export const simulateConversionRequest = z
  .object({
    status: z.enum(['converted', 'failed']),
    failure_reason: z.optional(text(500)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.status === 'failed' && value.failure_reason === undefined) {
        ctx.issues.push({ code: 'custom', input: undefined, path: ['failure_reason'], message: 'is required when status is failed' });
      }
      if (value.status === 'converted' && value.failure_reason !== undefined) {
        ctx.issues.push({
          code: 'custom',
          input: value.failure_reason,
          path: ['failure_reason'],
          message: 'must not be sent when status is converted',
        });
      }
    }),
  );
/** The sandbox conversion simulator's body as written. */
export type SimulateConversionRequestInput = {
  /** The outcome to produce. */
  status: 'converted' | 'failed';
  /** Why it failed: required for failed, refused for converted. */
  failure_reason?: string;
};
/** The sandbox conversion simulator's body once parsed. */
export type SimulateConversionRequest = SimulateConversionRequestInput;
