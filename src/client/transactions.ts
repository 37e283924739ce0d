/**
 * The transaction list and one transaction through the merchant's proxy. A module of its own
 * (dashboard.ts re-exports it, as paykit/client lists them) so <paykit-transactions> carries no
 * payment-link calls or schemas.
 */
import { transaction, transactionPage, type Transaction, type TransactionListParams, type TransactionPage } from '../shared/schemas/transactions';
import type { DashboardClient } from './dashboard';
import { onboardingRequest } from './onboarding-request';
import { query, segment } from './query-string';
import type { ProxyCallOptions } from './request';

/** One page of transactions, filtered as the service allows (status, payment link, currency, from/to: docs/service-contract.md#transactions). */
export function listTransactions(client: DashboardClient, params: TransactionListParams = {}, options: ProxyCallOptions = {}): Promise<TransactionPage> {
  return onboardingRequest(client, transactionPage, 'GET', `/transactions${query(params)}`, { signal: options.signal });
}

/** One transaction, with tx_hash, confirmed_at and settled_at. */
export function getTransaction(client: DashboardClient, transactionId: string, options: ProxyCallOptions = {}): Promise<Transaction> {
  return onboardingRequest(client, transaction, 'GET', `/transactions/${segment(transactionId)}`, { signal: options.signal });
}
