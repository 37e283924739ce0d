/**
 * Reads a transaction and a page of them without the schema library (transaction and
 * transactionPage in shared/schemas/transactions.ts; dashboard-read.test.ts holds them to those):
 * a field the service leaves out until it happens is read as null, as the schema does.
 */
import type { Transaction } from 'paykit/schemas';
import { TRANSACTION_STATUSES } from '../shared/schemas/payment-vocabulary';
import { decimal, nullable, nullWhenAbsent, object, oneOf, optional, page, reading, text, type Reader } from './answer-readers';

const transaction: Reader<Transaction> = object<Transaction>({
  id: text,
  payment_link_id: text,
  amount: decimal,
  currency: text,
  status: oneOf(TRANSACTION_STATUSES),
  tx_hash: nullWhenAbsent(text),
  created_at: text,
  confirmed_at: nullWhenAbsent(text),
  settled_at: nullWhenAbsent(text),
  description: optional(nullable(text)),
});

/** One transaction in `value`, or the path of the first wrong field. */
export const readTransaction = reading(transaction);

/** A page of transactions in `value`, or the path of the first wrong field. */
export const readTransactionPage = reading(page(transaction));
