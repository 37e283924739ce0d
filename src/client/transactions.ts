/**
 * The transaction list and one transaction through the merchant's proxy. A module of its own
 * (dashboard.ts re-exports it, as paykit/client lists them) so <paykit-transactions> carries no
 * payment-link calls or readers.
 */
import type { Transaction } from 'paykit/schemas';
import type { TransactionListParams, TransactionPage } from 'paykit/schemas';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import { query, segment } from './query-string';
import type { ProxyCallOptions } from './request';
import { readTransaction, readTransactionPage } from './transactions-read';

/** One page of transactions, filtered as the service allows (status, payment link, currency, from/to: docs/service-contract.md#transactions). */
export function listTransactions(client: ProxyCallClient, params: TransactionListParams = {}, options: ProxyCallOptions = {}): Promise<TransactionPage> {
  return proxyCall(client, readTransactionPage, 'GET', `/transactions${query(params)}`, { signal: options.signal });
}

/** One transaction, with tx_hash, confirmed_at and settled_at. */
export function getTransaction(client: ProxyCallClient, transactionId: string, options: ProxyCallOptions = {}): Promise<Transaction> {
  return proxyCall(client, readTransaction, 'GET', `/transactions/${segment(transactionId)}`, { signal: options.signal });
}
