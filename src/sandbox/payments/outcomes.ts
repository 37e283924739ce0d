/**
 * What happens to a payment when funds arrive or time runs out — the one place payment,
 * transaction, link, ledger and events move together.
 *
 *   pending   → settled | overpaid | underpaid | expired
 *   underpaid → settled (the remainder arrives) | overpaid | underpaid (more, still short) | expired
 *   settled, overpaid, expired: final
 *
 * Transaction (through a link): pending → confirmed (funds seen on-chain) → settled (credited);
 * pending or confirmed → failed when the payment expires.
 *
 * Event data, the same shape for all three kinds:
 *   payment_id, transaction_id (null unless through a link), payment_link_id (or null),
 *   connected_account_id (null for the platform's own payments), reference, amount, currency,
 *   status ('confirmed' | 'settled' | 'failed': what this event reports),
 *   payment_status (the payment's status after the change), amount_received, tx_hash,
 *   confirmed_at, settled_at, and failure_reason ('expired') on payment.failed.
 */
import type { PaymentAsset, SimulatedPaymentOutcome } from 'paykit/schemas';
import { compare, padToScaleOf } from '../../shared/money';
import { NETWORK_OF_ASSET } from '../../shared/schemas/payments';
import type { SandboxCore } from '../core';
import { PLATFORM } from '../ledger';
import { unprocessable } from '../../web/http-error';
import { transactionHash } from './chain';
import type { PaymentRecord, PaymentsStore } from './store';

const OPEN = new Set(['pending', 'underpaid']);

export function createOutcomes(core: SandboxCore, store: PaymentsStore) {
  const txnOf = (p: PaymentRecord) => (p.transaction_id ? store.transactions.get(p.transaction_id) : undefined);

  function eventData(p: PaymentRecord, status: 'confirmed' | 'settled' | 'failed', failureReason?: string) {
    return {
      payment_id: p.payment_id,
      transaction_id: p.transaction_id,
      payment_link_id: p.payment_link_id,
      connected_account_id: p.owner === PLATFORM ? null : p.owner,
      reference: p.reference,
      amount: p.amount,
      currency: p.currency,
      status,
      payment_status: p.status,
      amount_received: p.amount_received,
      tx_hash: p.tx_hash,
      confirmed_at: p.confirmed_at,
      settled_at: p.settled_at,
      ...(failureReason ? { failure_reason: failureReason } : {}),
    };
  }

  /** Funds seen on-chain: the first sighting fixes tx_hash and confirmed_at. */
  function confirm(p: PaymentRecord, status: PaymentRecord['status'], received: string) {
    const now = core.clock.isoNow();
    p.status = status;
    p.amount_received = padToScaleOf(received, p.amount);
    p.tx_hash ??= transactionHash(core.ids, NETWORK_OF_ASSET[p.currency as PaymentAsset]);
    p.confirmed_at ??= now;
    const txn = txnOf(p);
    if (txn && txn.status === 'pending') {
      txn.status = 'confirmed';
      txn.tx_hash = p.tx_hash;
      txn.confirmed_at = p.confirmed_at;
    }
    core.events.emit('payment.confirmed', eventData(p, 'confirmed'));
  }

  /** After the funds are credited to the owner's wallet: the link is paid (a later attempt leaves paid_at alone). */
  function settle(p: PaymentRecord) {
    const now = core.clock.isoNow();
    p.settled_at = now;
    p.cancelExpiry();
    const txn = txnOf(p);
    if (txn) {
      txn.status = 'settled';
      txn.settled_at = now;
    }
    const link = p.payment_link_id ? store.links.get(p.payment_link_id) : undefined;
    if (link && link.status === 'active') {
      link.status = 'paid';
      link.paid_at = now;
    }
    core.events.emit('payment.settled', eventData(p, 'settled'));
  }

  /** Underpaid funds stay held with the payment: they are not credited to the wallet. */
  function expire(p: PaymentRecord) {
    p.status = 'expired';
    p.cancelExpiry();
    const txn = txnOf(p);
    if (txn) txn.status = 'failed';
    core.events.emit('payment.failed', eventData(p, 'failed', 'expired'));
  }

  function apply(p: PaymentRecord, outcome: SimulatedPaymentOutcome, received?: string): void {
    if (!OPEN.has(p.status)) {
      throw unprocessable(`Payment ${p.payment_id} is ${p.status}, a final state: only a pending or underpaid payment can take an outcome`);
    }
    const owed = `${p.amount} ${p.currency}`;
    switch (outcome) {
      case 'settled':
        // Money first: should the credit fail, nothing of the payment has moved yet.
        core.ledger.credit(p.owner, p.currency, p.amount);
        confirm(p, 'settled', p.amount);
        settle(p);
        return;
      case 'overpaid': {
        const total = received as string;
        if (compare(total, p.amount) <= 0) {
          throw unprocessable(`An overpaid payment must receive more than its amount: amount_received ${total} is not above ${owed}`);
        }
        core.ledger.credit(p.owner, p.currency, padToScaleOf(total, p.amount));
        confirm(p, 'overpaid', total);
        settle(p);
        return;
      }
      case 'underpaid': {
        const total = received as string;
        if (compare(total, p.amount) >= 0) {
          throw unprocessable(`An underpaid payment must receive less than its amount: amount_received ${total} is not below ${owed}`);
        }
        if (p.status === 'underpaid' && compare(total, p.amount_received) <= 0) {
          throw unprocessable(
            `amount_received is the running total and can only grow: ${total} is not above the ${p.amount_received} ${p.currency} already received`,
          );
        }
        confirm(p, 'underpaid', total);
        return;
      }
      case 'expired':
        expire(p);
        return;
    }
  }

  /** Runs when expires_at is reached: a payment still open expires by itself. */
  function expireIfOpen(p: PaymentRecord): void {
    if (OPEN.has(p.status)) expire(p);
  }

  return { apply, expireIfOpen };
}

export type Outcomes = ReturnType<typeof createOutcomes>;
