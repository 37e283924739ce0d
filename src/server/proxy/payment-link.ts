/** A payment link as the service holds it, read for a payer. */
import type { PaymentLink } from 'paykit/schemas';
import { NotFoundError } from '../../shared/errors';
import { hasPrefix } from '../../shared/ids';
import type { ProxyContext } from './context';
import { HttpError, notFound } from '../../web/http-error';

/** The `:linkId` of the path; 404 for anything that cannot name a link (no upstream call). */
export function linkIdParam(ctx: ProxyContext): string {
  const id = ctx.params.linkId as string;
  if (!hasPrefix('paymentLink', id)) throw notFound('No such payment link');
  return id;
}

/** The link, or 404 not_found. */
export async function fetchLink(ctx: ProxyContext, id: string): Promise<PaymentLink> {
  try {
    return await ctx.upstream.paymentLinks.retrieve(id);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound('No such payment link');
    throw error;
  }
}

/** 409 link_not_active: the link is paid, expired or disabled, so it takes no new payment. */
export function linkNotActive(link: PaymentLink): HttpError {
  return new HttpError(409, 'link_not_active', link.status === 'paid' ? 'This payment link has already been paid' : `This payment link is ${link.status}`);
}
