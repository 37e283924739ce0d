/**
 * Transactions as the service lists them. A module of their own: a schema is a call a bundler must
 * keep, so a page that reads only transactions (<paykit-transactions>) would otherwise carry every
 * payment and link schema of payments.ts with them.
 */
import * as z from 'zod/mini';
import { nullWhenAbsent, timestamp } from './absent';
import { TRANSACTION_STATUSES } from './payment-vocabulary';
import { decimalString, page, type Page } from './primitives';

// The list lives apart, without zod, for the browser pages that show it.
export { TRANSACTION_STATUSES } from './payment-vocabulary';
export const transactionStatus = z.enum(TRANSACTION_STATUSES);
/** A transaction's status. */
export type TransactionStatus = 'pending' | 'confirmed' | 'settled' | 'failed';

export const transaction = z.object({
  id: z.string(),
  payment_link_id: z.string(),
  amount: decimalString,
  currency: z.string(),
  status: transactionStatus,
  /** Absent until confirmed (docs/service-contract.md#transactions), read as null. */
  tx_hash: nullWhenAbsent(z.string()),
  created_at: timestamp,
  confirmed_at: nullWhenAbsent(z.string()),
  /** A list entry may leave it out (docs/service-contract.md#transactions), read as null. */
  settled_at: nullWhenAbsent(z.string()),
  /** Not the service's: paykit's proxy adds the link's description to each listed one (null when the link has none). */
  description: z.optional(z.nullable(z.string())),
});
/** A payment through a link, as the transaction list reports it. */
export type Transaction = {
  /** The transaction's id. */
  id: string;
  /** The link it paid through. */
  payment_link_id: string;
  /** The amount, a decimal string. */
  amount: string;
  /** The asset the amount is in. */
  currency: string;
  /** Pending, confirmed, settled or failed. */
  status: TransactionStatus;
  /** The chain's transaction hash, or null until confirmed. */
  tx_hash: string | null;
  /** When the transaction was created. */
  created_at: string;
  /** When it was confirmed, or null until then. */
  confirmed_at: string | null;
  /** When it settled, or null (a list entry may leave it out). */
  settled_at: string | null;
  /** Not the service's: the link's description, added by paykit's proxy (null when the link has none). */
  description?: string | null;
};

export const transactionPage = page(transaction);
/** One page of the transaction list, with total, limit and offset. */
export type TransactionPage = Page<Transaction>;

/** Filters and paging of the transaction list. */
export interface TransactionListParams {
  /** Only transactions in this status. */
  status?: TransactionStatus;
  /** The service's "link id filter", under the name the kit chose (docs/service-contract.md#transactions). */
  payment_link_id?: string;
  /** Only transactions in this currency. */
  currency?: string;
  /** ISO 8601; inclusive, compared with created_at. */
  from?: string;
  /** ISO 8601; exclusive. */
  to?: string;
  /** The most transactions a page holds. */
  limit?: number;
  /** How many transactions to skip. */
  offset?: number;
}
