/** The amount a person typed, checked before any request: the kit's one amount reader, worded for the converter. */
import type { DashboardMoneyKey } from 'paykit';
import { formatAmount } from '../../shared/format-amount';
import { currencyScale, MAX_AMOUNT_INTEGER_DIGITS } from '../../shared/money';
import { AMOUNT_LIMIT, amountExamples, checkAmountInput, type AmountInputProblem } from '../../shared/parse-amount';

/** An amount ready to send, or why not (a catalogue key and its values). */
export type AmountCheck = { amount: string } | { error: DashboardMoneyKey; vars?: Record<string, string | number> };

const KEYS: Record<AmountInputProblem, DashboardMoneyKey> = {
  empty: 'fx.error.required',
  notation: 'fx.error.number',
  'too-large': 'fx.error.tooLarge',
  'not-positive': 'fx.error.positive',
  scale: 'fx.error.scale',
};

/**
 * "12,500" → "12500" in en, "12,5" → "12.5" in de (parseAmount: the locale's separators, nothing
 * guessed). Never turned into a number: the canonical decimal string goes to the service.
 */
export function checkAmount(typed: string, currency: string, locale: string): AmountCheck {
  const check = checkAmountInput(typed, locale, currency);
  if ('amount' in check) return check;
  const vars = {
    ...amountExamples(locale),
    currency,
    scale: currencyScale(currency),
    digits: MAX_AMOUNT_INTEGER_DIGITS,
    limit: formatAmount(AMOUNT_LIMIT, locale),
  };
  return { error: KEYS[check.problem], vars };
}
