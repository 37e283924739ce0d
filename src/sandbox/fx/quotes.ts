/** FX quotes: a locked rate and amounts, usable once, by the account that asked, until quote_expiry. */
import type { FxConversionRequest, FxQuoteRequest } from 'paykit/schemas';
import type { FxQuote } from 'paykit/schemas';
import { compare } from '../../shared/money';
import { fxQuoteRequest } from '../../shared/schemas/fx';
import type { SandboxCore } from '../core';
import { json, unprocessable } from '../../web/http-error';
import { noSuch } from '../http';
import type { Owner } from '../ledger';
import type { Route } from '../route';
import { price, requireFxCapability, requireMinimum } from './pricing';
import { liveRate } from './rates';

/** How long a quote holds its rate, in virtual seconds (the service leaves it "not shown": docs/service-contract.md#fx-quotes-and-conversions). */
export const QUOTE_TTL_SECONDS = 30;

interface StoredQuote {
  quote: FxQuote;
  owner: Owner;
  /** The conversion that used it; a quote converts once. */
  usedBy: string | null;
}

export interface QuoteBook {
  create(owner: Owner, request: FxQuoteRequest): FxQuote;
  /** The owner's quote, checked usable for this conversion request; throws the rule it breaks. */
  redeemable(owner: Owner, quoteId: string, request: FxConversionRequest): FxQuote;
  markUsed(quoteId: string, conversionId: string): void;
}

export function createQuoteBook(core: SandboxCore): QuoteBook {
  const quotes = new Map<string, StoredQuote>();

  return {
    create(owner, request) {
      const now = core.clock.now();
      const rate = liveRate(core.options.seed, request.sell_currency, request.buy_currency, now);
      const priced = price(request, rate); // 400s for over-precise amounts come before business rules
      requireFxCapability(core, owner);
      requireMinimum(request, priced);
      const quote: FxQuote = {
        quote_id: core.ids.next('quote'),
        sell_currency: request.sell_currency,
        buy_currency: request.buy_currency,
        sell_amount: priced.sell_amount,
        buy_amount: priced.buy_amount,
        rate,
        quote_expiry: new Date(now + QUOTE_TTL_SECONDS * 1000).toISOString(),
        created_at: new Date(now).toISOString(),
      };
      quotes.set(quote.quote_id, { quote, owner, usedBy: null });
      return quote;
    },

    redeemable(owner, quoteId, request) {
      const stored = quotes.get(quoteId);
      // Another account's quote is as invisible as one that never existed.
      if (!stored || stored.owner !== owner) throw noSuch('quote', quoteId);
      const { quote } = stored;
      if (stored.usedBy !== null) {
        throw unprocessable(`Quote ${quoteId} was already used by conversion ${stored.usedBy}; a quote converts once`);
      }
      // Usable up to and including quote_expiry ("timestamp after which the quote cannot be used").
      if (core.clock.now() > Date.parse(quote.quote_expiry)) {
        throw unprocessable(`Quote ${quoteId} expired at ${quote.quote_expiry}; request a new quote`);
      }
      if (quote.sell_currency !== request.sell_currency || quote.buy_currency !== request.buy_currency) {
        throw unprocessable(`Quote ${quoteId} is for ${quote.sell_currency}→${quote.buy_currency}, not ${request.sell_currency}→${request.buy_currency}`);
      }
      const [field, sent, quoted] =
        request.sell_amount !== undefined
          ? (['sell_amount', request.sell_amount, quote.sell_amount] as const)
          : (['buy_amount', request.buy_amount as string, quote.buy_amount] as const);
      if (compare(sent, quoted) !== 0) {
        throw unprocessable(`${field} ${sent} does not match the ${field} ${quoted} of quote ${quoteId}`);
      }
      return quote;
    },

    markUsed(quoteId, conversionId) {
      const stored = quotes.get(quoteId);
      if (stored) stored.usedBy = conversionId;
    },
  };
}

export function quoteRoutes(book: QuoteBook): Route[] {
  return [
    {
      method: 'POST',
      path: '/fx/quotes',
      handler: async (ctx) => json(book.create(ctx.owner, await ctx.body(fxQuoteRequest)), 201),
    },
  ];
}
