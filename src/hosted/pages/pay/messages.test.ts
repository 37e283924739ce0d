/** The pay page's titles split around the amount, so the amount is set large and the words small in any language's order. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { payMessages, splitAroundAmount } from './messages';

const vars = { amount: '1.234,50', currency: 'USDT' };

describe('splitAroundAmount', () => {
  it.each([
    ['Pay {amount} {currency}', { before: 'Pay ', amount: '1.234,50 USDT', after: '' }],
    ['{amount} {currency} bezahlen', { before: '', amount: '1.234,50 USDT', after: ' bezahlen' }],
    ['支付{amount} {currency}', { before: '支付', amount: '1.234,50 USDT', after: '' }],
    ['Pay {currency} {amount} now', { before: 'Pay ', amount: 'USDT 1.234,50', after: ' now' }],
  ])('%s', (template, parts) => {
    expect(splitAroundAmount(template, vars)).toEqual(parts);
  });

  it('keeps a title without the amount whole, as words', () => {
    expect(splitAroundAmount('Checkout', vars)).toEqual({ before: 'Checkout', amount: '', after: '' });
  });
});

describe('the page’s English, kept in messages.ts', () => {
  it('is what pay.html shows before its script runs (the loading state and the footer)', () => {
    const html = readFileSync(new URL('../pay.html', import.meta.url), 'utf8');
    expect(html).toContain(`<h1>${payMessages.loading}</h1>`);
    expect(html).toContain(`<p>${payMessages.poweredBy}</p>`);
  });
});
