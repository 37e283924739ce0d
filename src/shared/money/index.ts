/**
 * shared/money — every decimal rule in one place. Amounts are decimal strings ("10.00"), never
 * JavaScript numbers; this is also the public `money` namespace of `paykit` and `paykit/schemas`.
 */
export { isDecimalString, fractionDigits, integerDigits, MAX_AMOUNT_INTEGER_DIGITS, trimZeros } from './decimal-string';
export {
  add,
  subtract,
  compare,
  isZero,
  isPositive,
  max,
  round,
  roundToSignificant,
  padToScaleOf,
  multiply,
  divide,
  amountDue,
  type RoundingMode,
} from './arithmetic';
export { currencyScale, smallestUnit, fitsCurrencyScale } from './currency';
export { displayScale, displayAmount } from './display';
export { decimalFromJsonNumber } from './json-number';
