/**
 * FX conversions: at the live rate or a quote's locked rate. The sell side is debited at once;
 * the buy side is credited at once, or, with the sandbox option holdConversions, when the
 * conversion simulator settles the pending conversion (a failed one refunds the sell side).
 */
import type { FxConversionRequest, SimulateConversionRequest } from 'paykit/schemas';
import type { FxConversion } from 'paykit/schemas';
import { fxConversionRequest, simulateConversionRequest } from '../../shared/schemas/fx';
import type { SandboxCore } from '../core';
import { json, unprocessable } from '../../web/http-error';
import { noSuch } from '../http';
import type { Owner } from '../ledger';
import type { Route } from '../route';
import { price, requireFxCapability, requireMinimum, requireSellBalance } from './pricing';
import type { QuoteBook } from './quotes';
import { liveRate } from './rates';

interface StoredConversion {
  conversion: FxConversion;
  owner: Owner;
}

export function conversionRoutes(core: SandboxCore, book: QuoteBook): Route[] {
  const conversions = new Map<string, StoredConversion>();

  /** The owner's conversion; another account's is reported as not found. */
  function find(owner: Owner, id: string): StoredConversion {
    const stored = conversions.get(id);
    if (!stored || stored.owner !== owner) throw noSuch('conversion', id);
    return stored;
  }

  /** Amounts and rate for the request: locked by the quote, or priced now at the live rate. */
  function terms(owner: Owner, request: FxConversionRequest) {
    if (request.conversion_type === 'quote') {
      requireFxCapability(core, owner);
      const quote = book.redeemable(owner, request.quote_id as string, request);
      return { sell_amount: quote.sell_amount, buy_amount: quote.buy_amount, rate: quote.rate, quote_id: quote.quote_id };
    }
    const rate = liveRate(core.options.seed, request.sell_currency, request.buy_currency, core.clock.now());
    const priced = price(request, rate);
    requireFxCapability(core, owner);
    requireMinimum(request, priced);
    return { sell_amount: priced.sell_amount, buy_amount: priced.buy_amount, rate, quote_id: null };
  }

  function create(owner: Owner, request: FxConversionRequest): FxConversion {
    const { sell_amount, buy_amount, rate, quote_id } = terms(owner, request);
    requireSellBalance(core, owner, request.sell_currency, sell_amount);
    core.ledger.debit(owner, request.sell_currency, sell_amount);
    const held = core.options.holdConversions;
    if (!held) core.ledger.credit(owner, request.buy_currency, buy_amount);
    const now = core.clock.isoNow();
    const conversion: FxConversion = {
      conversion_id: core.ids.next('conversion'),
      status: held ? 'pending' : 'converted',
      sell_currency: request.sell_currency,
      buy_currency: request.buy_currency,
      sell_amount,
      buy_amount,
      rate,
      conversion_type: request.conversion_type,
      quote_id,
      reference: request.reference ?? null,
      failure_reason: null,
      created_at: now,
      converted_at: held ? null : now,
    };
    conversions.set(conversion.conversion_id, { conversion, owner });
    if (quote_id !== null) book.markUsed(quote_id, conversion.conversion_id);
    return conversion;
  }

  function simulate(owner: Owner, id: string, outcome: SimulateConversionRequest): FxConversion {
    const stored = find(owner, id);
    const { conversion } = stored;
    if (conversion.status !== 'pending') {
      throw unprocessable(`Conversion ${id} is ${conversion.status}; only a pending conversion can be simulated`);
    }
    if (outcome.status === 'converted') {
      core.ledger.credit(stored.owner, conversion.buy_currency, conversion.buy_amount);
      stored.conversion = { ...conversion, status: 'converted', converted_at: core.clock.isoNow() };
    } else {
      core.ledger.credit(stored.owner, conversion.sell_currency, conversion.sell_amount); // refund
      stored.conversion = { ...conversion, status: 'failed', failure_reason: outcome.failure_reason ?? null };
    }
    return stored.conversion;
  }

  return [
    {
      method: 'POST',
      path: '/fx/conversions',
      handler: async (ctx) => json(create(ctx.owner, await ctx.body(fxConversionRequest)), 201),
    },
    {
      method: 'GET',
      path: '/fx/conversions/:id',
      handler: (ctx) => json(find(ctx.owner, ctx.params.id as string).conversion),
    },
    {
      // Sandbox extension: settles a conversion held pending by the holdConversions option.
      method: 'POST',
      path: '/sandbox/fx/conversions/:id/simulate',
      extension: true,
      handler: async (ctx) => {
        const outcome = await ctx.body(simulateConversionRequest);
        return json(simulate(ctx.owner, ctx.params.id as string, outcome));
      },
    },
  ];
}
