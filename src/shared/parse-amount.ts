/**
 * The one reader of an amount a person types, for every amount field in the kit (FX, payment
 * links, the sandbox panel). It reads the locale's notation (numberNotation, the same one
 * formatAmount writes): the locale's grouping separator, where the locale puts it, is dropped; its
 * decimal separator is the point. Anything else — a separator in the wrong place, two decimal
 * separators, the other notation's separator ("1,5" in en, "1.5" in de) — is refused, never
 * guessed: "1,000" read as 1 once sold a thousandth of what was meant. No floats: the digits go
 * through as text.
 */
import { digitValue } from './digits';
import { fitsCurrencyScale, isPositive, MAX_AMOUNT_INTEGER_DIGITS } from './money';
import { numberNotation } from './number-notation';

/** Why a typed amount was not read: nothing typed; not in the locale's notation; too many digits before the point. */
export type AmountNotationProblem = 'empty' | 'notation' | 'too-large';

/** A canonical decimal string ("12500", "0.5"), or why not. */
export type ParsedAmount = { amount: string } | { problem: AmountNotationProblem | 'negative' };

/** The spaces a person types where a locale groups with a (narrow) no-break space. */
const SPACES = ' \u00a0\u202f\u2009';
/** Direction marks a right-to-left field or a paste may carry. */
const MARKS = /[\u200e\u200f\u061c]/g;
/** After marking: optional grouped integer digits, an optional fraction, at least one digit. */
const SHAPE = /^(\d+(?:G\d+)*)?(?:D(\d+))?$/;

/** Digits of any script as ASCII digits, the locale's separators as G (group) and D (decimal); any other character as "?". */
function marked(text: string, locale: string): string {
  const notation = numberNotation(locale);
  const spaced = SPACES.includes(notation.group);
  let out = '';
  for (const char of text) {
    // The locale's own digits first, then any script's (a full-width IME's ２, a Persian keyboard's ۲).
    const local = notation.digits.indexOf(char);
    const value = local !== -1 ? local : digitValue(char);
    if (value !== -1) out += String(value);
    else if (char === notation.decimal) out += 'D';
    else if (char === notation.group || (spaced && SPACES.includes(char))) out += 'G';
    else out += '?';
  }
  return out;
}

/**
 * Reads `typed` in `locale`'s notation: "12,500" (en) → "12500", "12.500,5" (de) → "12500.5",
 * "1 500,25" (fr, with a plain or no-break space) → "1500.25"; "1,5" (en) → notation; a minus
 * sign → negative; more than MAX_AMOUNT_INTEGER_DIGITS (15) digits before the point → too-large.
 */
export function parseAmount(typed: string, locale: string): ParsedAmount {
  const text = typed.replace(MARKS, '').trim();
  if (text === '') return { problem: 'empty' };
  if (/^[-\u2212]/.test(text)) return 'amount' in parseAmount(text.slice(1), locale) ? { problem: 'negative' } : { problem: 'notation' };
  const match = SHAPE.exec(marked(text, locale));
  if (!match || (match[1] === undefined && match[2] === undefined)) return { problem: 'notation' };
  const [, integer = '0', fraction] = match;
  const digits = integer.replaceAll('G', '').replace(/^0+(?=\d)/, '');
  if (digits.replace(/^0+/, '').length > MAX_AMOUNT_INTEGER_DIGITS) return { problem: 'too-large' };
  // Groups only where the locale puts them: re-grouping the digits must give what was typed.
  if (integer.includes('G') && marked(numberNotation(locale).grouped.format(BigInt(digits)), locale) !== integer) return { problem: 'notation' };
  return { amount: fraction === undefined ? digits : `${digits}.${fraction}` };
}

/** How to type amounts in `locale`, for messages: a thousand and a half ("1,500" / "1 500") and one and a half ("1.5" / "1,5"). */
export function amountExamples(locale: string): { thousands: string; decimal: string } {
  const { digits, group, decimal } = numberNotation(locale);
  const [zero, one, five] = [digits[0], digits[1], digits[5]];
  return { thousands: `${one}${group}${five}${zero}${zero}`, decimal: `${one}${decimal}${five}` };
}

/** Why an amount typed for a currency cannot be sent. */
export type AmountInputProblem = 'empty' | 'notation' | 'too-large' | 'not-positive' | 'scale';

/** An amount ready to send, or why not. */
export type AmountInput = { amount: string } | { problem: AmountInputProblem };

/** The largest amount accepted is below this (10^15): MAX_AMOUNT_INTEGER_DIGITS digits before the point. */
export const AMOUNT_LIMIT = `1${'0'.repeat(MAX_AMOUNT_INTEGER_DIGITS)}`;

/**
 * An amount field's whole check: read in the locale's notation (parseAmount), greater than zero,
 * and no finer than `currency` carries (money.fitsCurrencyScale). Each caller words the problem.
 */
export function checkAmountInput(typed: string, locale: string, currency: string): AmountInput {
  const read = parseAmount(typed, locale);
  if (!('amount' in read)) return { problem: read.problem === 'negative' ? 'not-positive' : read.problem };
  if (!isPositive(read.amount)) return { problem: 'not-positive' };
  if (!fitsCurrencyScale(read.amount, currency)) return { problem: 'scale' };
  return read;
}
