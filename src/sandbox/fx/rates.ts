/**
 * The sandbox's FX market: fixed mid rates against USD plus a small seeded drift that changes
 * every virtual minute. Same seed and same virtual minute → the same rate, on any machine.
 * Everything is exact decimal arithmetic; the only integers in play are the hash and the
 * drift in millionths, never an amount or a rate.
 */
import type { FxCurrency } from 'paykit/schemas';
import { add, divide, multiply, roundToSignificant, subtract } from '../../shared/money';
import { FX_CURRENCIES } from '../../shared/schemas/fx';

/** Mid rate of one unit of each currency, in USD (docs/service-contract.md#fx-quotes-and-conversions lists them). */
export const USD_MID: Record<FxCurrency, string> = {
  USDT: '1.0000',
  USDC: '1.0000',
  AUD: '0.6500',
  USD: '1',
  EUR: '1.0800',
  BTC: '65000',
  ETH: '3200',
};

/** Drift bound: ±0.2 % of the mid, in millionths. */
export const MAX_DRIFT_MILLIONTHS = 2000;
export const DRIFT_PERIOD_MS = 60_000;
/** Rates are answered to 8 significant digits (65000 → "65130.000", 1/65000 → "0.000015384615"). */
export const RATE_SIGNIFICANT_DIGITS = 8;
/** Working precision before the final rounding of a rate. */
const WORK_SCALE = 24;

/**
 * Drift of the pair (in its canonical direction) for one virtual minute, in millionths
 * within ±MAX_DRIFT_MILLIONTHS. FNV-1a over the inputs, then a murmur3-style finaliser.
 */
export function driftMillionths(seed: number, base: FxCurrency, quote: FxCurrency, minute: number): number {
  const key = `${seed}|${base}/${quote}|${minute}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  const span = 2 * MAX_DRIFT_MILLIONTHS + 1;
  return ((h >>> 0) % span) - MAX_DRIFT_MILLIONTHS;
}

/** The undrifted cross rate via USD: buy units per sell unit. */
export function midRate(sell: FxCurrency, buy: FxCurrency): string {
  return roundToSignificant(divide(USD_MID[sell], USD_MID[buy], WORK_SCALE), RATE_SIGNIFICANT_DIGITS);
}

/**
 * The live rate (buy units per sell unit) at virtual time `nowMs`. Each unordered pair drifts
 * once per minute; its canonical direction (earlier in FX_CURRENCIES sells) moves by +d and the
 * reverse by −d, so a round trip never gains and both stay within ±0.2 % of the mid.
 */
export function liveRate(seed: number, sell: FxCurrency, buy: FxCurrency, nowMs: number): string {
  const sellFirst = FX_CURRENCIES.indexOf(sell) < FX_CURRENCIES.indexOf(buy);
  const [base, quote] = sellFirst ? [sell, buy] : [buy, sell];
  const minute = Math.floor(nowMs / DRIFT_PERIOD_MS);
  const drift = divide(String(driftMillionths(seed, base, quote, minute)), '1000000', 6);
  const factor = sellFirst ? add('1', drift) : subtract('1', drift);
  const mid = divide(USD_MID[sell], USD_MID[buy], WORK_SCALE);
  return roundToSignificant(multiply(mid, factor, WORK_SCALE), RATE_SIGNIFICANT_DIGITS);
}
