/**
 * The payment outcomes a "pay" button or a test fires, as calls of the server client on the
 * sandbox. Shared by the in-browser backend and the test sandbox (paykit/testing), so a story and
 * a merchant's end-to-end test settle, part-pay and expire a payment the same way.
 */
import type { PaykitClient } from 'paykit/server';
import { add, compare, currencyScale, divide, fractionDigits, isZero, smallestUnit, subtract, trimZeros } from '../shared/money';
import type { Payment } from 'paykit/schemas';

/** What a live "pay" button does to a payment; each resolves with the payment as the sandbox now has it. */
export interface PaymentSimulators {
  /**
   * Part of the money arrives (status underpaid). `amountReceived` is the running total; by
   * default half of what is still due is added to what was received (rounded down to the
   * currency's scale), so pressing it again pays a part of the rest.
   */
  payPart(paymentId: string, amountReceived?: string): Promise<Payment>;
  /**
   * The whole amount (or, after a part, the rest) arrives, is confirmed on-chain and settled:
   * the sandbox sends payment.confirmed then payment.settled (status settled).
   */
  payInFull(paymentId: string): Promise<Payment>;
  /** More than the amount arrives (status overpaid); by default one and a half times the amount. */
  overpay(paymentId: string, amountReceived?: string): Promise<Payment>;
  /** The payment runs out of time (status expired, payment.failed). */
  expire(paymentId: string): Promise<Payment>;
}

/**
 * The simulators over `client` (which must talk to a sandbox: these are its extension routes).
 * `settled` wraps each call, e.g. to wait until the webhooks it fired were delivered.
 */
export function createPaymentSimulators(client: PaykitClient, settled: <T>(call: Promise<T>) => Promise<T> = (call) => call): PaymentSimulators {
  return {
    async payPart(paymentId, amountReceived) {
      const total = amountReceived ?? partTotal(await client.payments.retrieve(paymentId));
      return settled(client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: total }));
    },
    payInFull: (paymentId) => settled(client.sandbox.simulatePayment(paymentId, { status: 'settled' })),
    async overpay(paymentId, amountReceived) {
      const total = amountReceived ?? overpayTotal(await client.payments.retrieve(paymentId));
      return settled(client.sandbox.simulatePayment(paymentId, { status: 'overpaid', amount_received: total }));
    },
    expire: (paymentId) => settled(client.sandbox.simulatePayment(paymentId, { status: 'expired' })),
  };
}

/** What was received plus half of what is still due, rounded down to the currency's scale. */
function partTotal(p: Payment): string {
  const scale = currencyScale(p.currency);
  const half = divide(subtract(p.amount, p.amount_received), '2', scale, 'down');
  if (isZero(half) || compare(half, '0') < 0) {
    throw new Error(`Too little of ${p.amount} ${p.currency} is still due to pay a part of it: pay in full instead`);
  }
  return trimZeros(add(p.amount_received, half), fractionDigits(p.amount));
}

/** One and a half times the amount (at least one smallest unit more), rounded down to the currency's scale. */
function overpayTotal(p: Payment): string {
  const half = divide(p.amount, '2', currencyScale(p.currency), 'down');
  return trimZeros(add(p.amount, isZero(half) ? smallestUnit(p.currency) : half), fractionDigits(p.amount));
}
