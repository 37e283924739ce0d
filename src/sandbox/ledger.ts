/** Wallet balances per owner ('platform' or a connected account id) and currency, in exact decimals. */
import { add, compare, subtract } from '../shared/money';
import { unprocessable } from '../web/http-error';

export const PLATFORM = 'platform';
/** Whose wallet: 'platform' (the merchant's own) or a connected account's id. */
export type Owner = string;

export interface BalanceEntry {
  currency: string;
  available: string;
}

export class Ledger {
  private readonly balances = new Map<Owner, Map<string, string>>();

  available(owner: Owner, currency: string): string {
    return this.balances.get(owner)?.get(currency) ?? '0';
  }

  credit(owner: Owner, currency: string, amount: string): void {
    const wallet = this.wallet(owner);
    wallet.set(currency, add(wallet.get(currency) ?? '0', amount));
  }

  /** Takes funds out, or refuses with 422 naming the rule when the balance is short. */
  debit(owner: Owner, currency: string, amount: string): void {
    const have = this.available(owner, currency);
    if (compare(have, amount) < 0) {
      throw unprocessable(`Insufficient balance: ${amount} ${currency} needed, ${have} ${currency} available`);
    }
    this.wallet(owner).set(currency, subtract(have, amount));
  }

  list(owner: Owner): BalanceEntry[] {
    return [...(this.balances.get(owner) ?? new Map<string, string>())]
      .map(([currency, available]) => ({ currency, available }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
  }

  private wallet(owner: Owner): Map<string, string> {
    let wallet = this.balances.get(owner);
    if (!wallet) this.balances.set(owner, (wallet = new Map<string, string>()));
    return wallet;
  }
}
