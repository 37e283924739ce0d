/**
 * The wallet's balances. A module of their own: a schema is a call a bundler must keep, so a page
 * that reads only the balances (the FX converter, the balance list) would otherwise carry every
 * payment schema of payments.ts with them.
 */
import * as z from 'zod/mini';
import { decimalString } from './primitives';

export const walletBalance = z.object({ currency: z.string(), available: decimalString });
/** The available amount (decimal string) in one currency. */
export type WalletBalance = {
  /** The currency or asset code. */
  currency: string;
  /** The amount available, a decimal string. */
  available: string;
};

export const walletBalances = z.object({ data: z.array(walletBalance) });
/** The wallet's balances, one entry per currency. */
export type WalletBalances = {
  /** One entry per currency. */
  data: WalletBalance[];
};
