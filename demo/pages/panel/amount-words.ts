/** What is wrong with an amount typed in the panel, in its (English) words. */
import { formatAmount } from '../../../src/shared/format-amount';
import { currencyScale, MAX_AMOUNT_INTEGER_DIGITS } from '../../../src/shared/money';
import { AMOUNT_LIMIT, amountExamples, type AmountInputProblem } from '../../../src/shared/parse-amount';

/** The panel reads and writes amounts in English notation. */
export const PANEL_LOCALE = 'en';

export function amountProblemWords(problem: AmountInputProblem, currency: string): string {
  switch (problem) {
    case 'empty':
      return 'Enter the total amount received';
    case 'notation': {
      const { thousands, decimal } = amountExamples(PANEL_LOCALE);
      return `Enter the amount in figures, with thousands like ${thousands} and decimals like ${decimal}`;
    }
    case 'too-large':
      return `Enter an amount below ${formatAmount(AMOUNT_LIMIT, PANEL_LOCALE)} ${currency}: at most ${MAX_AMOUNT_INTEGER_DIGITS} digits before the decimal point`;
    case 'not-positive':
      return 'Enter an amount greater than 0';
    case 'scale':
      return `${currency} amounts have at most ${currencyScale(currency)} decimal places`;
  }
}
