/**
 * Digits as people type them in every script the kit speaks: a payer in Tehran types ۲۵, one in
 * Cairo ٢٥, one in Delhi २५, one in Tokyo with a full-width IME １２. Fields that hold numbers
 * (a date, a postcode, an ABN, an owner's share, an amount) read them all as the ASCII digits the
 * service takes, instead of refusing a number the person typed correctly.
 */

/** Unicode's decimal digits (general category Nd): every script's 0 to 9, each set in a run of ten. */
const DECIMAL_DIGIT = /^\p{Nd}$/u;

/**
 * The value (0–9) of one character that is a decimal digit in any script, or -1. Unicode
 * guarantees each script's digits are contiguous, 0 first; runs that sit back to back (the
 * mathematical digits) are each ten long, so the distance from the first digit of the run, modulo
 * ten, is the value.
 */
export function digitValue(char: string): number {
  if (!DECIMAL_DIGIT.test(char)) return -1;
  const point = char.codePointAt(0) as number;
  let start = point;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (point - start) % 10;
}

/**
 * `text` with every script's decimal digits as ASCII digits, and the Arabic decimal separator (٫,
 * typed between the digits of a share in Arabic and Persian) as a point; everything else as typed
 * ("۲۵٫۵" → "25.5", "１２３" → "123", "12a" → "12a").
 */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}|\u066b/gu, (char) => (char === '\u066b' ? '.' : String(digitValue(char))));
}
