/** Exact decimal money and its display: what every checkout render and every webhook pays for. */
import { bench, describe } from 'vitest';
import { formatAmount } from '../src/shared/format-amount';
import { add, amountDue, compare, divide } from '../src/shared/money';

describe('money (exact decimal strings)', () => {
  bench('amountDue of an underpaid USDT payment', () => {
    amountDue('1234567.891234', '1000000.5');
  });
  bench('add + compare of 6-decimal amounts', () => {
    compare(add('125.500000', '0.000001'), '125.5');
  });
  bench('divide to a currency scale', () => {
    divide('125.50', '3', 6, 'down');
  });
});

describe('formatAmount (Intl over BigInt, fraction kept digit for digit)', () => {
  for (const locale of ['en', 'de', 'zh-CN', 'ar']) {
    bench(locale, () => {
      formatAmount('1234567.891234', locale);
    });
  }
});
