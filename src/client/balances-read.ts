/** Reads the wallet's balances without the schema library (walletBalances in shared/schemas/balances.ts; dashboard-read.test.ts holds it to it). */
import type { WalletBalances } from 'paykit/schemas';
import { decimal, listOf, object, reading, text } from './answer-readers';

/** The balances in `value`, or the path of the first wrong field. */
export const readWalletBalances = reading(object<WalletBalances>({ data: listOf(object({ currency: text, available: decimal })) }));
