'use client';
/**
 * paykit/dashboard — balances, FX with a locked quote, transactions, payment links and the account
 * status, in their own entry so checkout and onboarding pages never pay for them. Use them inside
 * the same <PaykitProvider> from 'paykit'.
 */
export * from './dashboard/index';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { PillTone } from './react/styles/pill';
export type { ProblemKey } from './dashboard/BalanceList/problem';

// Types owned by another entry, re-exported from it by its public name (its report documents them).
export type { PaymentLink, Transaction } from 'paykit/schemas';
