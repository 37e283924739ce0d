/**
 * Which page of a list the panel shows, and with which status filter. The status choices are
 * local Records over the shared types (like format.ts) so the page does not bundle zod.
 */
import type { AccountVerificationStatus } from '../../../src/shared/schemas/accounts';
import type { PaymentStatus } from '../../../src/shared/schemas/payments';
import type { PayoutStatus } from '../../../src/shared/schemas/payouts';

export interface ListQuery {
  /** Only entries in this status; empty for all. */
  status: string;
  offset: number;
}

export type PagedList = 'payments' | 'accounts' | 'payouts' | 'deliveries';
export type ListQueries = Record<PagedList, ListQuery>;

export const FIRST_PAGES: ListQueries = {
  payments: { status: '', offset: 0 },
  accounts: { status: '', offset: 0 },
  payouts: { status: '', offset: 0 },
  deliveries: { status: '', offset: 0 },
};

const PAYMENT_FILTERS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  underpaid: 'Underpaid',
  overpaid: 'Overpaid',
  settled: 'Settled',
  expired: 'Expired',
};
const ACCOUNT_FILTERS: Record<AccountVerificationStatus, string> = {
  pending: 'Pending',
  in_review: 'In review',
  more_info_required: 'More info required',
  approved: 'Approved',
  rejected: 'Rejected',
};
const PAYOUT_FILTERS: Record<PayoutStatus, string> = { pending: 'Pending', completed: 'Completed', failed: 'Failed' };

/** Each filtered list's status choices, value → label (deliveries page without a filter). */
export const STATUS_FILTERS: Partial<Record<PagedList, Record<string, string>>> = {
  payments: PAYMENT_FILTERS,
  accounts: ACCOUNT_FILTERS,
  payouts: PAYOUT_FILTERS,
};

/** The query string the panel API reads: `?status=…&offset=…`, each only when it says something. */
export function querySuffix(query: ListQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.offset > 0) params.set('offset', String(query.offset));
  const text = params.toString();
  return text ? `?${text}` : '';
}
