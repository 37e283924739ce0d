import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { englishPayWords } from '../hosted/pages/pay/page-words';
import { pseudoPayWords } from '../hosted/pages/pay/pseudo-words';
import { interpolate } from '../react/i18n/format';
import { pseudoLocale, pseudoText } from './pseudo-locale';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** The letters a reader sees, placeholders and markup taken out. */
const prose = (text: string) => text.replace(/\{\w+\}|<[^>]*>/g, '');

describe.each<[string, Record<string, string>, Record<string, string>]>([
  ['the catalogue', en.messages, pseudoLocale.messages],
  ['the pay page’s words', { ...englishPayWords.messages, ...englishPayWords.statuses }, { ...pseudoPayWords.messages, ...pseudoPayWords.statuses }],
])('the pseudo-locale: %s', (_, english, pseudo) => {
  it('has every key, plural forms included, and no other', () => {
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(english).sort());
  });

  it('brackets every message, keeps its placeholders, and leaves no plain English letter', () => {
    const wrong = Object.entries(english).filter(([key, text]) => {
      const shown = pseudo[key] ?? '';
      return !/^⟦[\s\S]*⟧$/.test(shown) || placeholders(shown).join() !== placeholders(text).join() || /[A-Za-z]/.test(prose(shown));
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('makes every message with words about 40 % longer, and one without words no longer than its markers', () => {
    const wordy = (text: string) => /[A-Za-z]/.test(prose(text));
    const short = Object.entries(english).filter(([key, text]) => wordy(text) && (pseudo[key] ?? '').length < text.length * 1.4);
    expect(short.map(([key]) => key)).toEqual([]);
    const padded = Object.entries(english).filter(([key, text]) => !wordy(text) && pseudo[key] !== `⟦${text}⟧`);
    expect(padded.map(([key]) => key)).toEqual([]);
  });
});

describe('pseudoText', () => {
  it.each([
    ['OK', '⟦ÓĶ⟧'],
    ['Pay {amount}', '⟦Ƥáý {amount}···⟧'],
    ['<link rel="x"> here', '⟦<link rel="x"> ĥéŕé······⟧'],
    ['', ''],
    ['1 {sell} = {rate} {buy}', '⟦1 {sell} = {rate} {buy}⟧'],
  ])('%j → %j', (text, expected) => {
    expect(pseudoText(text)).toBe(expected);
  });

  it('still fills in', () => {
    expect(interpolate(pseudoText('Pay {amount} {currency}'), { amount: '12.50', currency: 'USDT' })).toBe('⟦Ƥáý 12.50 USDT······\u200B··⟧');
  });

  it('lets a long message wrap inside its padding: at most six dots without a break', () => {
    const shown = pseudoText('Currency conversion is not turned on for this account. Ask the platform to turn it on.');
    expect(shown).toMatch(/^⟦Ćúŕŕéñćý [^·]+\.(·{6}\u200B)+·{1,6}⟧$/);
  });

  it('is a tag Intl formats with, left to right', () => {
    expect(Intl.NumberFormat.supportedLocalesOf([pseudoLocale.tag])).toEqual([pseudoLocale.tag]);
  });
});
