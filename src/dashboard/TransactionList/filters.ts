/**
 * The list's filters as a person sets them (dates as the day picked) and as the service takes
 * them (ISO 8601 instants). A day means the browser's local day: "from 15 March" starts at
 * local midnight of the 15th, "to 20 March" ends at local midnight of the 21st (exclusive), so
 * a transaction at 23:30 on the 20th, local time, is in.
 */

import type { TransactionListParams, TransactionStatus } from 'paykit/schemas';

/** What the list is filtered by; every field optional, '' counts as unset. */
export interface TransactionFilters {
  /** Only transactions in this status; '' or absent for any. */
  status?: TransactionStatus | '';
  /** A payment link's id (pl_…): only that link's transactions. */
  paymentLinkId?: string;
  /** An asset code (USDT, USDC, BTC, ETH). */
  currency?: string;
  /** The first day, `YYYY-MM-DD` (an `<input type="date">`'s value), in the browser's time zone. */
  from?: string;
  /** The last day, included, `YYYY-MM-DD`, in the browser's time zone. */
  to?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of `day` plus `addDays`, as an ISO 8601 instant; undefined when `day` is not a date. */
export function localDayStart(day: string | undefined, addDays = 0): string | undefined {
  const match = day ? DAY.exec(day) : null;
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const start = new Date(year, month - 1, date + addDays);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/** Whether `to` is a day before `from` (both set). */
export function isBackwards(filters: TransactionFilters): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

/** The filters with empty ones left out, so two sets that mean the same compare equal. */
export function normalise(filters: TransactionFilters): TransactionFilters {
  const out: TransactionFilters = {};
  if (filters.status) out.status = filters.status;
  const link = filters.paymentLinkId?.trim();
  if (link) out.paymentLinkId = link;
  if (filters.currency) out.currency = filters.currency;
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  return out;
}

/** Whether any filter is set. */
export function hasFilters(filters: TransactionFilters): boolean {
  return Object.keys(normalise(filters)).length > 0;
}

/** The service's query for these filters and this page. */
export function toParams(filters: TransactionFilters, limit: number, offset: number): TransactionListParams {
  const set = normalise(filters);
  const params: TransactionListParams = {};
  if (set.status) params.status = set.status;
  if (set.paymentLinkId) params.payment_link_id = set.paymentLinkId;
  if (set.currency) params.currency = set.currency;
  const from = localDayStart(set.from);
  if (from) params.from = from;
  const to = localDayStart(set.to, 1);
  if (to) params.to = to;
  params.limit = limit;
  params.offset = offset;
  return params;
}

/** A stable key for effects: same filters, same key. */
export function filtersKey(filters: TransactionFilters): string {
  const set = normalise(filters);
  return JSON.stringify([set.status, set.paymentLinkId, set.currency, set.from, set.to]);
}
