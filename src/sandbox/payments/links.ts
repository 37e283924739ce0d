/** POST/GET /payment-links: shareable links to the hosted checkout page. */
import { createPaymentLinkRequest, PAYMENT_LINK_STATUSES } from '../../shared/schemas/payments';
import type { SandboxCore } from '../core';
import type { RequestContext } from '../context';
import { json } from '../../web/http-error';
import { enumParam, listQuery, paginate } from '../http';
import type { Route } from '../route';
import { PaymentsStore, type LinkRecord } from './store';
import { linkSummary, linkView } from './views';

/** The checkoutUrl template with {id} filled in, or the hosted page beside the sandbox: <origin>/pay/<id>. */
export function checkoutUrl(template: string, serviceBase: string, id: string): string {
  if (template === '') return `${new URL(serviceBase).origin}/pay/${id}`;
  return template.includes('{id}') ? template.replaceAll('{id}', id) : `${template.replace(/\/+$/, '')}/${id}`;
}

export function linkRoutes(core: SandboxCore, store: PaymentsStore): Route[] {
  async function create(ctx: RequestContext) {
    const body = await ctx.body(createPaymentLinkRequest);
    const id = core.ids.next('paymentLink');
    const link: LinkRecord = {
      id,
      owner: ctx.owner,
      seq: store.nextSeq(),
      url: checkoutUrl(core.options.checkoutUrl, ctx.serviceBase, id),
      amount: body.amount,
      currency: body.currency,
      ...(body.description !== undefined ? { description: body.description } : {}),
      status: 'active',
      created_at: core.clock.isoNow(),
      paid_at: null,
    };
    store.links.set(id, link);
    return json(linkView(link), 201);
  }

  function list(ctx: RequestContext) {
    const page = listQuery(ctx.query);
    const status = enumParam(ctx.query, 'status', PAYMENT_LINK_STATUSES);
    const links = PaymentsStore.list(ctx.owner, store.links.values()).filter((l) => !status || l.status === status);
    return json(paginate(links.map(linkSummary), page));
  }

  return [
    { method: 'POST', path: '/payment-links', handler: create },
    { method: 'GET', path: '/payment-links', handler: list },
    { method: 'GET', path: '/payment-links/:id', handler: (ctx) => json(linkView(store.link(ctx.owner, ctx.params.id ?? ''))) },
  ];
}
