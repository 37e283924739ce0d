/**
 * Payment links, transactions, payments (payment requests), wallet balances and the
 * platform's account details: resources as the service returns them, and request bodies.
 */
import * as z from 'zod/mini';
import { currencyScale, fitsCurrencyScale } from '../money';
import { nullWhenAbsent, timestamp } from './absent';
import { PAYMENT_ASSETS, PAYMENT_LINK_DESCRIPTION_MAX, PAYMENT_LINK_STATUSES } from './payment-vocabulary';
import { amountInput, decimalString, page, text, type Page } from './primitives';

// The lists live apart, without zod, for the browser pages that show them.
export { PAYMENT_ASSETS, PAYMENT_LINK_DESCRIPTION_MAX, PAYMENT_LINK_STATUSES } from './payment-vocabulary';

export const paymentAsset = z.enum(PAYMENT_ASSETS);
/** A digital asset a link or payment can be priced in. */
export type PaymentAsset = 'USDT' | 'USDC' | 'BTC' | 'ETH';

/** The chain a payer sends on; the service only fixes USDT, whose receiving address is TRC-20 (TRON): docs/service-contract.md#payments. */
export const PAYMENT_NETWORKS = ['tron', 'solana', 'bitcoin', 'ethereum'] as const;
export const paymentNetwork = z.enum(PAYMENT_NETWORKS);
/** A chain a payer sends on. */
export type PaymentNetwork = 'tron' | 'solana' | 'bitcoin' | 'ethereum';

/** The chain each asset is paid on (USDT on TRON, USDC on Solana, …). */
export const NETWORK_OF_ASSET: Readonly<Record<PaymentAsset, PaymentNetwork>> = {
  USDT: 'tron',
  USDC: 'solana',
  BTC: 'bitcoin',
  ETH: 'ethereum',
};

// `paykit/schemas` has exported fractionDigits from here; it now lives in shared/money (also `money.fractionDigits`).
export { fractionDigits } from '../money';

/** The refusal (after the field's name) of an amount written finer than `currency` carries. */
export function finerThanCurrencyMessage(currency: string): string {
  return `must have at most ${currencyScale(currency)} decimal places for ${currency}`;
}

/**
 * An amount finer than its currency can carry (0.0000001 USDT) cannot be paid exactly,
 * so it is refused as an invalid `field` rather than silently rounded.
 */
export function withinCurrencyScale<T extends { currency: string }>(field: keyof T & string) {
  return z.superRefine((value: T, ctx) => {
    const amount = value[field];
    if (typeof amount !== 'string' || fitsCurrencyScale(amount, value.currency)) return;
    ctx.issues.push({ code: 'custom', input: amount, path: [field], message: finerThanCurrencyMessage(value.currency) });
  });
}

// ── Payment links ────────────────────────────────────────────────────────────

export const paymentLinkStatus = z.enum(PAYMENT_LINK_STATUSES);
/** A payment link's status. */
export type PaymentLinkStatus = 'active' | 'paid' | 'expired' | 'deactivated';

/** The body of POST /v1/payment-links: amount (decimal string), currency (asset code), optional description. */
export const createPaymentLinkRequest = z
  .object({
    amount: amountInput,
    currency: paymentAsset,
    description: z.optional(
      z.string().check(
        z.refine((v) => v.trim().length > 0, 'must not be empty; leave it out instead'),
        z.maxLength(PAYMENT_LINK_DESCRIPTION_MAX, `must be at most ${PAYMENT_LINK_DESCRIPTION_MAX} characters`),
      ),
    ),
  })
  .check(withinCurrencyScale('amount'));
/** The body of POST /v1/payment-links as a caller writes it. */
export type CreatePaymentLinkRequest = {
  /** The amount to pay: a positive decimal string, or a number that converts exactly. */
  amount: string | number;
  /** The asset the amount is in. */
  currency: PaymentAsset;
  /** What the payer is paying for, at most 500 characters; leave it out for none. */
  description?: string;
};
/** The body of POST /v1/payment-links once validated. */
export type CreatePaymentLinkParsed = {
  /** The amount to pay, a trimmed decimal string. */
  amount: string;
  /** The asset the amount is in. */
  currency: PaymentAsset;
  /** What the payer is paying for, when given. */
  description?: string;
};

/** A link as a list entry carries it (the service's list fields: docs/service-contract.md#payment-links). */
export const paymentLinkSummary = z.object({
  id: z.string(),
  url: z.string(),
  amount: decimalString,
  currency: z.string(),
  status: paymentLinkStatus,
  created_at: timestamp,
});
/** A payment link as a list entry carries it. */
export type PaymentLinkSummary = {
  /** The link's id. */
  id: string;
  /** The address a payer opens to pay through the link. */
  url: string;
  /** The amount to pay, a decimal string. */
  amount: string;
  /** The asset the amount is in (USDT, …). */
  currency: string;
  /** Active on creation, then paid, expired or deactivated. */
  status: PaymentLinkStatus;
  /** When the link was created, as the service writes it. */
  created_at: string;
};

/** A created or retrieved link: description only when one was given, paid_at once paid. */
export const paymentLink = z.extend(paymentLinkSummary, {
  description: z.optional(z.string()),
  paid_at: z.optional(z.string()),
});
/** A payment link as created or retrieved. */
export type PaymentLink = {
  /** The link's id. */
  id: string;
  /** The address a payer opens to pay through the link. */
  url: string;
  /** The amount to pay, a decimal string. */
  amount: string;
  /** The asset the amount is in (USDT, …). */
  currency: string;
  /** Active on creation, then paid, expired or deactivated. */
  status: PaymentLinkStatus;
  /** When the link was created, as the service writes it. */
  created_at: string;
  /** The description given at creation; absent when none was. */
  description?: string;
  /** When the link was paid; absent until then. */
  paid_at?: string;
};

export const paymentLinkPage = page(paymentLinkSummary);
/** One page of the payment link list, with total, limit and offset. */
export type PaymentLinkPage = Page<PaymentLinkSummary>;

/** Filters and paging of the payment link list. */
export interface PaymentLinkListParams {
  /** Only links in this status. */
  status?: PaymentLinkStatus;
  /** The most links a page holds. */
  limit?: number;
  /** How many links to skip. */
  offset?: number;
}

// ── Transactions (their own module: transactions.ts) ─────────────────────────

export {
  TRANSACTION_STATUSES,
  transaction,
  transactionPage,
  transactionStatus,
  type Transaction,
  type TransactionListParams,
  type TransactionPage,
  type TransactionStatus,
} from './transactions';

// ── Payments (payment requests) ──────────────────────────────────────────────

/** A payment's statuses as the service reports them. */
export const PAYMENT_STATUSES = ['pending', 'settled', 'expired', 'underpaid', 'overpaid'] as const;
export const paymentStatus = z.enum(PAYMENT_STATUSES);
/** A payment's status as the service reports it. */
export type PaymentStatus = 'pending' | 'settled' | 'expired' | 'underpaid' | 'overpaid';

/** The longest reference a payment may carry, in characters. */
export const PAYMENT_REFERENCE_MAX = 200;

/** The body of POST /v1/payments: currency (asset code), amount (decimal string), reference. */
export const createPaymentRequest = z
  .object({
    currency: paymentAsset,
    amount: amountInput,
    /** The caller's reference; a payment link id here makes the payment an attempt through that link. */
    reference: text(PAYMENT_REFERENCE_MAX),
  })
  .check(withinCurrencyScale('amount'));
/** The body of POST /v1/payments as a caller writes it. */
export type CreatePaymentRequest = {
  /** The asset to pay in. */
  currency: PaymentAsset;
  /** The amount to pay: a positive decimal string, or a number that converts exactly. */
  amount: string | number;
  /** The caller's reference; a payment link id here makes the payment an attempt through that link. */
  reference: string;
};
/** The body of POST /v1/payments once validated. */
export type CreatePaymentParsed = {
  /** The asset to pay in. */
  currency: PaymentAsset;
  /** The amount to pay, a trimmed decimal string. */
  amount: string;
  /** The caller's reference. */
  reference: string;
};

/** The service fixes only the receiving address; network, asset and amount are this kit's reading (optional): docs/service-contract.md#payments. */
export const payerInstructions = z.object({
  network: z.optional(paymentNetwork),
  asset: z.optional(z.string()),
  /** Where the payer sends funds (a TRC-20 address starting with "T" for USDT). */
  address: z.string(),
  amount: z.optional(decimalString),
});
/** What the payer needs to pay: network, asset, address and amount. */
export type PayerInstructions = {
  /** The chain to send on, when the kit knows it. */
  network?: PaymentNetwork;
  /** The asset to send, when the kit knows it. */
  asset?: string;
  /** Where the payer sends funds (a TRC-20 address starting with "T" for USDT). */
  address: string;
  /** The amount to send, a decimal string, when the kit knows it. */
  amount?: string;
};

export const payment = z.object({
  payment_id: z.string(),
  status: paymentStatus,
  amount: decimalString,
  currency: z.string(),
  reference: z.string(),
  amount_received: decimalString,
  expires_at: timestamp,
  // The service shows only payment_id and the payer instructions (docs/service-contract.md#payments): what the kit does not need to
  // show a payment may be absent (null, or undefined for created_at).
  created_at: z.optional(timestamp),
  payment_link_id: nullWhenAbsent(z.string()),
  transaction_id: nullWhenAbsent(z.string()),
  tx_hash: nullWhenAbsent(z.string()),
  confirmed_at: nullWhenAbsent(z.string()),
  settled_at: nullWhenAbsent(z.string()),
  payer_instructions: payerInstructions,
});
/** A payment (payment request) as the service returns it. */
export type Payment = {
  /** The payment's id. */
  payment_id: string;
  /** Where the payment stands. */
  status: PaymentStatus;
  /** The amount asked, a decimal string. */
  amount: string;
  /** The asset the amount is in. */
  currency: string;
  /** The caller's reference (a payment link id makes the payment an attempt through that link). */
  reference: string;
  /** What has arrived so far, a decimal string. */
  amount_received: string;
  /** When the payment stops accepting funds. */
  expires_at: string;
  /** When the payment was created; the service may leave it out. */
  created_at?: string;
  /** The link this payment is an attempt through, or null. */
  payment_link_id: string | null;
  /** The transaction that paid it, or null until there is one. */
  transaction_id: string | null;
  /** The chain's transaction hash, or null until there is one. */
  tx_hash: string | null;
  /** When the payment was confirmed on chain, or null until then. */
  confirmed_at: string | null;
  /** When the payment settled, or null until then. */
  settled_at: string | null;
  /** What the payer needs to pay. */
  payer_instructions: PayerInstructions;
};

/** The outcomes the sandbox's payment simulator can produce. */
export const SIMULATED_PAYMENT_OUTCOMES = ['settled', 'expired', 'underpaid', 'overpaid'] as const;
export const simulatedPaymentOutcome = z.enum(SIMULATED_PAYMENT_OUTCOMES);
/** An outcome the sandbox's payment simulator can produce. */
export type SimulatedPaymentOutcome = 'settled' | 'expired' | 'underpaid' | 'overpaid';

export const simulatePaymentRequest = z
  .object({
    status: simulatedPaymentOutcome,
    amount_received: z.optional(amountInput),
  })
  .check(
    z.superRefine((value, ctx) => {
      const needsAmount = value.status === 'underpaid' || value.status === 'overpaid';
      if (needsAmount && value.amount_received === undefined) {
        ctx.issues.push({ code: 'custom', input: undefined, path: ['amount_received'], message: `is required when status is ${value.status}` });
      } else if (!needsAmount && value.amount_received !== undefined) {
        ctx.issues.push({
          code: 'custom',
          input: value.amount_received,
          path: ['amount_received'],
          message: 'is accepted only when status is underpaid or overpaid',
        });
      }
    }),
  );
/** The body of the sandbox's payment simulator as a caller writes it (amount_received only for underpaid or overpaid). */
export type SimulatePaymentRequest = {
  /** The outcome to produce. */
  status: SimulatedPaymentOutcome;
  /** What the payer sent, a decimal string or an exact number; only for underpaid or overpaid. */
  amount_received?: string | number;
};
/** The body of the sandbox's payment simulator once validated. */
export type SimulatePaymentParsed = {
  /** The outcome to produce. */
  status: SimulatedPaymentOutcome;
  /** What the payer sent, a decimal string; only for underpaid or overpaid. */
  amount_received?: string;
};

// ── Wallet and account ───────────────────────────────────────────────────────

export { walletBalance, walletBalances, type WalletBalance, type WalletBalances } from './balances';

export const accountDetails = z.object({
  account_id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  environment: z.enum(['sandbox', 'production']),
  capabilities: z.array(z.enum(['inbound_payments', 'fx_conversion', 'outbound_payouts'])),
  created_at: timestamp,
});
/** The platform's own account: id, name, email, country, environment and capabilities. */
export type AccountDetails = {
  /** The account's id. */
  account_id: string;
  /** The account's name. */
  name: string;
  /** The account's e-mail address. */
  email: string;
  /** The account's country code. */
  country: string;
  /** Which environment the key in use belongs to. */
  environment: 'sandbox' | 'production';
  /** What the account may do. */
  capabilities: ('inbound_payments' | 'fx_conversion' | 'outbound_payouts')[];
  /** When the account was created. */
  created_at: string;
};
