import type { ProxyCallClient } from 'paykit/client';
import type { Transaction } from 'paykit/schemas';
import { listTransactions } from '../../client/transactions';
import { toParams, type TransactionFilters } from './filters';

/** The most rows one CSV export fetches (100 pages of 100): beyond it the file says so and the filters should narrow. */
export const DEFAULT_EXPORT_CAP = 10_000;

/** Every transaction matching `filters`, page by page at the service's largest page (100), up to `cap`. */
export async function fetchAllTransactions(
  client: ProxyCallClient,
  filters: TransactionFilters,
  cap: number,
  signal?: AbortSignal,
): Promise<{ rows: Transaction[]; capped: boolean }> {
  const rows: Transaction[] = [];
  for (;;) {
    const page = await listTransactions(client, toParams(filters, 100, rows.length), signal ? { signal } : {});
    rows.push(...page.data);
    if (rows.length >= cap) return { rows: rows.slice(0, cap), capped: page.total > cap };
    // An empty page ends it too, so a total that grew or shrank meanwhile never loops forever.
    if (page.data.length === 0 || rows.length >= page.total) return { rows, capped: false };
  }
}
