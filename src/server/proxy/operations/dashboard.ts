/**
 * The merchant's dashboard: payment links created and listed by the merchant's staff, and one
 * transaction read back. Platform-wide, so refused unless `authorize` allows them (checked by
 * the handler before these run); allow them only for your own staff.
 */
import { NotFoundError } from '../../../shared/errors';
import { hasPrefix } from '../../../shared/ids';
import { createPaymentLinkRequest, PAYMENT_LINK_STATUSES } from '../../../shared/schemas/payments';
import type { ProxyContext } from '../context';
import type { LinkDetailsState } from '../link-details';
import { json, notFound } from '../../../web/http-error';
import { enumParam, pageParams } from '../list-query';
import { validated } from '../validated';

/**
 * Amount and currency come from the browser here, unlike a payment: creating a link at a price is
 * what this operation is for, which is why only `authorize` (your staff) may reach it.
 */
export async function createPaymentLink(ctx: ProxyContext): Promise<Response> {
  const { amount, currency, description } = validated(createPaymentLinkRequest, await ctx.json());
  const body = { amount, currency, ...(description === undefined ? {} : { description }) };
  return json(await ctx.upstream.paymentLinks.create(body), 201);
}

/** Only the service's filters are passed on (docs/service-contract.md#payment-links); anything else in the query is dropped. Each link comes with its description and paid_at (link-details.ts). */
export async function listPaymentLinks(ctx: ProxyContext & LinkDetailsState): Promise<Response> {
  const query = new URL(ctx.request.url).searchParams;
  const status = enumParam(query, 'status', PAYMENT_LINK_STATUSES);
  const { upstream: client, linkDetails } = ctx;
  const page = await client.paymentLinks.list({ ...(status ? { status } : {}), ...pageParams(query) });
  return json(await linkDetails.fill(client, page));
}

export async function retrieveTransaction(ctx: ProxyContext): Promise<Response> {
  const id = ctx.params.transactionId as string;
  if (!hasPrefix('transaction', id)) throw notFound('No such transaction');
  try {
    return json(await ctx.upstream.transactions.retrieve(id));
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound('No such transaction');
    throw error;
  }
}
