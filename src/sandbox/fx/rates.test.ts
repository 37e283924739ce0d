import { describe, expect, it } from 'vitest';
import { compare, divide, isDecimalString, multiply, roundToSignificant } from '../../shared/money';
import { FX_CURRENCIES } from '../../shared/schemas/fx';
import { driftMillionths, liveRate, midRate, USD_MID } from './rates';

const START = Date.parse('2026-01-15T09:00:00.000Z');
const MINUTE = 60_000;
const pairs = FX_CURRENCIES.flatMap((sell) => FX_CURRENCIES.filter((buy) => buy !== sell).map((buy) => [sell, buy] as const));

describe('FX rate table', () => {
  it('derives cross mid rates through USD exactly', () => {
    expect(midRate('AUD', 'USD')).toBe('0.65000000');
    expect(midRate('USD', 'AUD')).toBe('1.5384615');
    expect(midRate('AUD', 'EUR')).toBe('0.60185185'); // 0.65 / 1.08 = 0.601851851…
    expect(midRate('BTC', 'ETH')).toBe('20.312500');
    expect(midRate('USDT', 'BTC')).toBe('0.000015384615');
  });

  it('rounds to 8 significant digits without passing through floats', () => {
    expect(roundToSignificant('65130.123456789', 8)).toBe('65130.123');
    expect(roundToSignificant('0.0000153846153846', 8)).toBe('0.000015384615');
    expect(roundToSignificant('1.000000005', 8)).toBe('1.0000000');
    expect(roundToSignificant('123456789.5', 8)).toBe('123456790');
  });

  it('is reproducible for a seed and differs between seeds', () => {
    for (const [sell, buy] of pairs) {
      expect(liveRate(7, sell, buy, START)).toBe(liveRate(7, sell, buy, START));
    }
    const differing = pairs.filter(([sell, buy]) => liveRate(7, sell, buy, START) !== liveRate(8, sell, buy, START));
    expect(differing.length).toBeGreaterThan(pairs.length / 2);
  });

  it('holds still within a virtual minute and moves between minutes', () => {
    expect(liveRate(1, 'AUD', 'USDT', START + 59_999)).toBe(liveRate(1, 'AUD', 'USDT', START));
    const minutes = Array.from({ length: 10 }, (_, m) => liveRate(1, 'AUD', 'USDT', START + m * MINUTE));
    expect(new Set(minutes).size).toBeGreaterThan(5);
  });

  it('stays within ±0.2 % of the mid for every pair over many minutes', () => {
    const drifts = new Set<number>();
    for (let m = 0; m < 200; m++) {
      for (const [sell, buy] of pairs) {
        const rate = liveRate(1, sell, buy, START + m * MINUTE);
        expect(isDecimalString(rate)).toBe(true);
        const exactMid = divide(USD_MID[sell], USD_MID[buy], 30);
        const ratio = divide(rate, exactMid, 12);
        // ±0.2 % drift plus at most half a unit in the 8th significant digit of rounding.
        expect(compare(ratio, '0.99799990'), `${sell}→${buy} minute ${m}: ${ratio}`).toBeGreaterThanOrEqual(0);
        expect(compare(ratio, '1.00200010'), `${sell}→${buy} minute ${m}: ${ratio}`).toBeLessThanOrEqual(0);
      }
      drifts.add(driftMillionths(1, 'AUD', 'USDT', m));
    }
    // The drift really spreads over the band rather than sitting at one value.
    expect(Math.min(...drifts)).toBeLessThan(-1500);
    expect(Math.max(...drifts)).toBeGreaterThan(1500);
  });

  it('never lets a round trip gain: the reverse direction drifts the other way', () => {
    for (let m = 0; m < 50; m++) {
      const t = START + m * MINUTE;
      const there = liveRate(3, 'EUR', 'USDC', t);
      const back = liveRate(3, 'USDC', 'EUR', t);
      // Rounding each rate to 8 significant digits can add at most ~1e-7 either way.
      expect(compare(multiply(there, back, 30), '1.0000001')).toBeLessThanOrEqual(0);
    }
  });
});
