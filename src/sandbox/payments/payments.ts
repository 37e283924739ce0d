/**
 * POST /payments (payment requests with payer instructions), GET /payments/:id (sandbox
 * extension), the outcome simulator POST /sandbox/payments/:id/simulate and the list
 * GET /sandbox/payments (sandbox extension).
 */
import type { CreatePaymentParsed } from 'paykit/schemas';
import { hasPrefix } from '../../shared/ids';
import { compare, fitsCurrencyScale, padToScaleOf } from '../../shared/money';
import { createPaymentRequest, finerThanCurrencyMessage, NETWORK_OF_ASSET, PAYMENT_STATUSES, simulatePaymentRequest } from '../../shared/schemas/payments';
import type { SandboxCore } from '../core';
import type { RequestContext } from '../context';
import { invalidRequest, json, unprocessable } from '../../web/http-error';
import { enumParam, listQuery, paginate } from '../http';
import { PLATFORM } from '../ledger';
import type { Route } from '../route';
import { receivingAddress } from './chain';
import type { Outcomes } from './outcomes';
import { PaymentsStore, type LinkRecord, type PaymentRecord } from './store';
import { paymentView } from './views';

export function paymentRoutes(core: SandboxCore, store: PaymentsStore, outcomes: Outcomes): Route[] {
  /**
   * A reference equal to a payment link id makes the payment an attempt through that link
   * (DESIGN: request shapes). A pl_ reference naming no link is refused rather than taken as
   * free text, so a mistyped link id cannot create a payment that never marks its link paid.
   */
  function linkFor(ctx: RequestContext, body: CreatePaymentParsed): LinkRecord | undefined {
    if (!hasPrefix('paymentLink', body.reference)) return undefined;
    const link = store.links.get(body.reference);
    if (!link || !PaymentsStore.visible(ctx.owner, link)) {
      throw unprocessable(`reference ${body.reference} looks like a payment link id, but no such payment link exists`);
    }
    if (link.status !== 'active') {
      throw unprocessable(`Payment link ${link.id} is ${link.status}: only an active link accepts payments`);
    }
    if (body.currency !== link.currency || compare(body.amount, link.amount) !== 0) {
      throw unprocessable(`A payment through payment link ${link.id} must be for the link's ${link.amount} ${link.currency}, not ${body.amount} ${body.currency}`);
    }
    return link;
  }

  async function create(ctx: RequestContext) {
    const body = await ctx.body(createPaymentRequest);
    const link = linkFor(ctx, body);
    const now = core.clock.now();
    const createdAt = new Date(now).toISOString();
    const expiresAtMs = now + core.options.paymentTtlSeconds * 1000;
    const paymentId = core.ids.next('payment');
    const transactionId = link ? core.ids.next('transaction') : null;
    // A link's amount keeps the link's notation ("10.00" even when 10 was sent).
    const amount = link ? link.amount : body.amount;
    const owner = link ? link.owner : ctx.owner;
    const network = NETWORK_OF_ASSET[body.currency];
    const address = await receivingAddress(core.ids, network);

    const record: PaymentRecord = {
      payment_id: paymentId,
      owner,
      seq: store.nextSeq(),
      status: 'pending',
      amount,
      currency: body.currency,
      reference: body.reference,
      amount_received: padToScaleOf('0', amount),
      expires_at: new Date(expiresAtMs).toISOString(),
      created_at: createdAt,
      payment_link_id: link?.id ?? null,
      transaction_id: transactionId,
      tx_hash: null,
      confirmed_at: null,
      settled_at: null,
      payer_instructions: { network, asset: body.currency, address, amount },
      cancelExpiry: () => {},
    };
    record.cancelExpiry = core.clock.schedule(expiresAtMs, () => outcomes.expireIfOpen(record));
    store.payments.set(paymentId, record);
    if (link && transactionId) {
      store.transactions.set(transactionId, {
        id: transactionId,
        owner,
        seq: store.nextSeq(),
        payment_link_id: link.id,
        amount,
        currency: body.currency,
        status: 'pending',
        tx_hash: null,
        created_at: createdAt,
        confirmed_at: null,
        settled_at: null,
      });
    }
    return json(paymentView(record), 201);
  }

  /** Sandbox only; any payment of this sandbox, whoever owns it (the control panel has no account). */
  async function simulate(ctx: RequestContext) {
    const id = ctx.params.id ?? '';
    const payment = store.payment(PLATFORM, id);
    const body = await ctx.body(simulatePaymentRequest);
    const received = body.amount_received;
    if (received !== undefined && !fitsCurrencyScale(received, payment.currency)) {
      throw invalidRequest(`amount_received ${finerThanCurrencyMessage(payment.currency)}`, 'amount_received');
    }
    outcomes.apply(payment, body.status, received);
    return json(paymentView(payment));
  }

  /**
   * Sandbox extension (the service has none; docs/service-contract.md#lists-and-pagination): every payment the caller may see, newest first, with
   * limit/offset and an optional `status` filter. It exists for the control panel, which has
   * no payment ids of its own to start from.
   */
  function list(ctx: RequestContext) {
    const page = listQuery(ctx.query);
    const status = enumParam(ctx.query, 'status', PAYMENT_STATUSES);
    return json(paginate(store.paymentList(ctx.owner, status).map(paymentView), page));
  }

  return [
    { method: 'POST', path: '/payments', handler: create },
    { method: 'GET', path: '/sandbox/payments', handler: list, extension: true },
    // Reading a payment back: the service shows no such call (docs/service-contract.md#payments).
    { method: 'GET', path: '/payments/:id', handler: (ctx) => json(paymentView(store.payment(ctx.owner, ctx.params.id ?? ''))), extension: true },
    { method: 'POST', path: '/sandbox/payments/:id/simulate', handler: simulate },
  ];
}
