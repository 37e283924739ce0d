/** Records as the API shows them: bookkeeping (owner, order, timers) stays inside the sandbox. */
import type { Payment, PaymentLink, Transaction } from 'paykit/schemas';
import type { PaymentLinkSummary } from 'paykit/schemas';
import type { LinkRecord, PaymentRecord, TransactionRecord } from './store';

export function linkSummary(link: LinkRecord): PaymentLinkSummary {
  const { id, url, amount, currency, status, created_at } = link;
  return { id, url, amount, currency, status, created_at };
}

export function linkView(link: LinkRecord): PaymentLink {
  return {
    ...linkSummary(link),
    ...(link.description !== undefined ? { description: link.description } : {}),
    ...(link.paid_at !== null ? { paid_at: link.paid_at } : {}),
  };
}

export function transactionView(txn: TransactionRecord): Transaction {
  const { id, payment_link_id, amount, currency, status, tx_hash, created_at, confirmed_at, settled_at } = txn;
  return { id, payment_link_id, amount, currency, status, tx_hash, created_at, confirmed_at, settled_at };
}

export function paymentView(p: PaymentRecord): Payment {
  return {
    payment_id: p.payment_id,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    reference: p.reference,
    amount_received: p.amount_received,
    expires_at: p.expires_at,
    created_at: p.created_at,
    payment_link_id: p.payment_link_id,
    transaction_id: p.transaction_id,
    tx_hash: p.tx_hash,
    confirmed_at: p.confirmed_at,
    settled_at: p.settled_at,
    payer_instructions: { ...p.payer_instructions },
  };
}
