/**
 * Money the signed-in customer holds and moves (balances, FX), or the platform's own when
 * `actsAsPlatform` says the request is the merchant's staff, and the merchant's dashboard view of
 * transactions. FX and transactions are refused unless the merchant's `authorize` allows them
 * (checked by the handler before these run).
 */
import { NotFoundError } from '../../../shared/errors';
import { hasPrefix } from '../../../shared/ids';
import { fxConversionRequest, fxQuoteRequest } from '../../../shared/schemas/fx';
import { TRANSACTION_STATUSES } from '../../../shared/schemas/payments';
import type { ProxyContext } from '../context';
import type { LinkDetailsState } from '../link-details';
import { json, notFound } from '../../../web/http-error';
import { enumParam, pageParams } from '../list-query';
import { validated } from '../validated';

export async function listBalances(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.moneyAccount();
  return json(await ctx.upstream.balances.list({ onBehalfOf: id }));
}

export async function createQuote(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.moneyAccount();
  const body = validated(fxQuoteRequest, await ctx.json());
  const quote = await ctx.upstream.fx.createQuote(body, { onBehalfOf: id });
  // The service's clock as the answer leaves (never stored): the countdown to quote_expiry runs on it.
  return json({ ...quote, server_time: new Date(ctx.upstream.upstream.now()).toISOString() }, 201);
}

export async function createConversion(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.moneyAccount();
  const body = validated(fxConversionRequest, await ctx.json());
  return json(await ctx.upstream.fx.createConversion(body, { onBehalfOf: id }), 201);
}

export async function retrieveConversion(ctx: ProxyContext): Promise<Response> {
  const conversionId = ctx.params.conversionId as string;
  if (!hasPrefix('conversion', conversionId)) throw notFound('No such conversion');
  const id = await ctx.moneyAccount();
  try {
    return json(await ctx.upstream.fx.retrieveConversion(conversionId, { onBehalfOf: id }));
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound('No such conversion');
    throw error;
  }
}

/**
 * Only the service's filters are passed on (docs/service-contract.md#transactions); anything else in the query is dropped.
 * Each transaction comes with its link's description (link-details.ts): the service's names only the link.
 */
export async function listTransactions(ctx: ProxyContext & LinkDetailsState): Promise<Response> {
  const query = new URL(ctx.request.url).searchParams;
  const pick = (name: string) => query.get(name) ?? undefined;
  const { upstream: client, linkDetails } = ctx;
  const page = await client.transactions.list({
    status: enumParam(query, 'status', TRANSACTION_STATUSES),
    payment_link_id: pick('payment_link_id'),
    currency: pick('currency'),
    from: pick('from'),
    to: pick('to'),
    ...pageParams(query),
  });
  return json(await linkDetails.describe(client, page));
}
