'use client';
/**
 * paykit/dashboard — balances, FX with a locked quote, transactions, payment links and the account
 * status, in their own entry so checkout and onboarding pages never pay for them. Use them inside
 * the same <PaykitProvider> from 'paykit'.
 */
export * from './dashboard/index';
