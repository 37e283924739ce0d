/**
 * Turning a request (one fixed side) and a rate into the two amounts, and the business
 * rules every FX operation shares: precision, per-currency minimums, capability, balance.
 */
import type { FxCurrency } from 'paykit/schemas';
import { compare, currencyScale, divide, fitsCurrencyScale, multiply, round } from '../../shared/money';
import { describeOwner, requireCapability, type SandboxCore } from '../core';
import type { Owner } from '../ledger';
import { invalidRequest, unprocessable } from '../../web/http-error';

/**
 * Minimum sell amount per currency, applied to the sell side of every pair (also when the sell
 * side is calculated from buy_amount). The service leaves minimums "not shown"; these are the kit's
 * (docs/service-contract.md#fx-quotes-and-conversions).
 */
export const MIN_SELL_AMOUNT: Record<FxCurrency, string> = {
  USDT: '10.00',
  USDC: '10.00',
  AUD: '10.00',
  USD: '10.00',
  EUR: '10.00',
  BTC: '0.0002',
  ETH: '0.005',
};

export interface PairAmounts {
  sell_currency: FxCurrency;
  buy_currency: FxCurrency;
  sell_amount?: string | undefined;
  buy_amount?: string | undefined;
}

export interface Priced {
  sell_amount: string;
  buy_amount: string;
  /** Which side the caller fixed; the other was calculated. */
  fixed: 'sell' | 'buy';
}

/**
 * `amount` padded to its currency's scale; written with more decimals than the currency has, it
 * cannot be moved exactly: 400 naming `field`. FX and payouts share this rule.
 */
export function atCurrencyScale(field: string, amount: string, currency: string): string {
  const scale = currencyScale(currency);
  if (!fitsCurrencyScale(amount, currency)) {
    throw invalidRequest(`${field} has more decimal places than ${currency} allows (${scale})`, field);
  }
  return round(amount, scale);
}

/**
 * sell fixed: buy = sell × rate rounded DOWN to the buy currency's scale.
 * buy fixed: sell = buy ÷ rate rounded UP to the sell currency's scale.
 * Either way the account never receives more than the rate pays for.
 */
export function price(request: PairAmounts, rate: string): Priced {
  const { sell_currency, buy_currency } = request;
  if (request.sell_amount !== undefined) {
    const sell = atCurrencyScale('sell_amount', request.sell_amount, sell_currency);
    return { sell_amount: sell, buy_amount: multiply(sell, rate, currencyScale(buy_currency), 'down'), fixed: 'sell' };
  }
  if (request.buy_amount === undefined) throw invalidRequest('Send exactly one of sell_amount or buy_amount', 'sell_amount');
  const buy = atCurrencyScale('buy_amount', request.buy_amount, buy_currency);
  return { sell_amount: divide(buy, rate, currencyScale(sell_currency), 'up'), buy_amount: buy, fixed: 'buy' };
}

export function requireMinimum(request: PairAmounts, priced: Priced): void {
  const minimum = MIN_SELL_AMOUNT[request.sell_currency];
  if (compare(priced.sell_amount, minimum) >= 0) return;
  const pair = `${request.sell_currency}→${request.buy_currency}`;
  const what = priced.fixed === 'sell' ? 'sell_amount' : `sell_amount (${priced.sell_amount} ${request.sell_currency}, calculated from buy_amount)`;
  throw unprocessable(`${what} is below the minimum of ${minimum} ${request.sell_currency} for ${pair}`);
}

/** Spec rule 4: the acting account needs fx_conversion (quotes included: a quote is a promise to convert). */
export function requireFxCapability(core: SandboxCore, owner: Owner): void {
  requireCapability(core, owner, 'fx_conversion', 'requesting quotes or conversions');
}

/** Checked before debiting so the message names the FX rule rather than a generic ledger shortfall. */
export function requireSellBalance(core: SandboxCore, owner: Owner, currency: string, amount: string): void {
  const available = core.ledger.available(owner, currency);
  if (compare(available, amount) >= 0) return;
  throw unprocessable(`Insufficient balance in the sell currency: ${amount} ${currency} needed, ${available} ${currency} available to ${describeOwner(owner)}`);
}
