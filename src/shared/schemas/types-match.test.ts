/**
 * The public types of paykit/schemas are written out by hand (a user's editor and the API reports
 * show their fields, not a private schema's name), so each must stay what its schema reads:
 * checked both ways at compile time by `npm run typecheck` (the root tsconfig includes tests).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  accountDetails,
  payerInstructions,
  payment,
  paymentAsset,
  paymentLink,
  paymentLinkPage,
  paymentLinkStatus,
  paymentLinkSummary,
  paymentNetwork,
  paymentStatus,
  simulatedPaymentOutcome,
  type AccountDetails,
  type PayerInstructions,
  type Payment,
  type PaymentAsset,
  type PaymentLink,
  type PaymentLinkPage,
  type PaymentLinkStatus,
  type PaymentLinkSummary,
  type PaymentNetwork,
  type PaymentStatus,
  type SimulatedPaymentOutcome,
} from './payments';
import { transaction, transactionPage, transactionStatus, type Transaction, type TransactionPage, type TransactionStatus } from './transactions';
import { walletBalance, walletBalances, type WalletBalance, type WalletBalances } from './balances';

describe('hand-written schema types equal what their schema reads', () => {
  it('payments, links, transactions and balances', () => {
    expectTypeOf<PaymentAsset>().toEqualTypeOf<z.infer<typeof paymentAsset>>();
    expectTypeOf<PaymentNetwork>().toEqualTypeOf<z.infer<typeof paymentNetwork>>();
    expectTypeOf<PaymentLinkStatus>().toEqualTypeOf<z.infer<typeof paymentLinkStatus>>();
    expectTypeOf<PaymentLinkSummary>().toEqualTypeOf<z.infer<typeof paymentLinkSummary>>();
    expectTypeOf<PaymentLink>().toEqualTypeOf<z.infer<typeof paymentLink>>();
    expectTypeOf<PaymentLinkPage>().toEqualTypeOf<z.infer<typeof paymentLinkPage>>();
    expectTypeOf<PaymentStatus>().toEqualTypeOf<z.infer<typeof paymentStatus>>();
    expectTypeOf<PayerInstructions>().toEqualTypeOf<z.infer<typeof payerInstructions>>();
    expectTypeOf<Payment>().toEqualTypeOf<z.infer<typeof payment>>();
    expectTypeOf<SimulatedPaymentOutcome>().toEqualTypeOf<z.infer<typeof simulatedPaymentOutcome>>();
    expectTypeOf<AccountDetails>().toEqualTypeOf<z.infer<typeof accountDetails>>();
    expectTypeOf<TransactionStatus>().toEqualTypeOf<z.infer<typeof transactionStatus>>();
    expectTypeOf<Transaction>().toEqualTypeOf<z.infer<typeof transaction>>();
    expectTypeOf<TransactionPage>().toEqualTypeOf<z.infer<typeof transactionPage>>();
    expectTypeOf<WalletBalance>().toEqualTypeOf<z.infer<typeof walletBalance>>();
    expectTypeOf<WalletBalances>().toEqualTypeOf<z.infer<typeof walletBalances>>();
  });
});
