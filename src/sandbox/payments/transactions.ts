/** GET /transactions: payment attempts made through payment links. */
import { hasPrefix } from '../../shared/ids';
import { isCalendarDate, isIsoTimestamp } from '../../shared/schemas/primitives';
import { PAYMENT_ASSETS, TRANSACTION_STATUSES } from '../../shared/schemas/payments';
import type { RequestContext } from '../context';
import { invalidRequest, json } from '../../web/http-error';
import { enumParam, listQuery, paginate } from '../http';
import type { Route } from '../route';
import { PaymentsStore } from './store';
import { transactionView } from './views';

/** ISO 8601 date-time, or a bare date meaning midnight UTC, as epoch ms. */
function timeParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!isIsoTimestamp(raw) && !isCalendarDate(raw)) {
    throw invalidRequest(`${name} must be an ISO 8601 date-time such as "2026-01-31T12:00:00Z"`, name);
  }
  return Date.parse(raw);
}

export function transactionRoutes(store: PaymentsStore): Route[] {
  function list(ctx: RequestContext) {
    const { query } = ctx;
    const page = listQuery(query);
    const status = enumParam(query, 'status', TRANSACTION_STATUSES);
    const currency = enumParam(query, 'currency', PAYMENT_ASSETS);
    const linkId = query.get('payment_link_id');
    if (linkId !== null && !hasPrefix('paymentLink', linkId)) {
      throw invalidRequest('payment_link_id must be a payment link id starting with pl_', 'payment_link_id');
    }
    const from = timeParam(query, 'from');
    const to = timeParam(query, 'to');
    if (from !== undefined && to !== undefined && from > to) {
      throw invalidRequest('from must not be later than to', 'from');
    }
    const matches = PaymentsStore.list(ctx.owner, store.transactions.values()).filter((t) => {
      const created = Date.parse(t.created_at);
      return (
        (!status || t.status === status) &&
        (!currency || t.currency === currency) &&
        (linkId === null || t.payment_link_id === linkId) &&
        (from === undefined || created >= from) &&
        (to === undefined || created < to)
      );
    });
    return json(paginate(matches.map(transactionView), page));
  }

  return [
    { method: 'GET', path: '/transactions', handler: list },
    {
      method: 'GET',
      path: '/transactions/:id',
      handler: (ctx) => json(transactionView(store.transaction(ctx.owner, ctx.params.id ?? ''))),
    },
  ];
}
