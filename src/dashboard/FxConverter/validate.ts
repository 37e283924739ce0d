/** The amount a person typed, checked before any request: a positive decimal within its currency's scale. */
import { currencyScale, fitsCurrencyScale, isDecimalString, isPositive, MAX_AMOUNT_INTEGER_DIGITS, integerDigits } from '../../shared/money';
import type { DashboardMoneyKey } from '../../react/i18n/en-dashboard-money';

/** An amount ready to send, or why not (a catalogue key and its values). */
export type AmountCheck = { amount: string } | { error: DashboardMoneyKey; vars?: Record<string, string | number> };

/**
 * "25.5" → "25.5"; "25,50" → "25.50" (a decimal comma, as many locales type it); spaces and
 * thin spaces are dropped. Never turned into a number: the string goes to the service as typed.
 */
export function checkAmount(typed: string, currency: string): AmountCheck {
  const trimmed = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed === '') return { error: 'fx.error.required' };
  const pointed = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
  const amount = pointed.startsWith('.') ? `0${pointed}` : pointed;
  if (!isDecimalString(amount) || integerDigits(amount) > MAX_AMOUNT_INTEGER_DIGITS) return { error: 'fx.error.number' };
  if (!isPositive(amount)) return { error: 'fx.error.positive' };
  if (!fitsCurrencyScale(amount, currency)) return { error: 'fx.error.scale', vars: { currency, scale: currencyScale(currency) } };
  return { amount };
}
