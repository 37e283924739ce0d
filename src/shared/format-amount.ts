/**
 * A decimal amount in a locale's notation through Intl, without ever turning it into a float: the
 * integer part is grouped as a BigInt, the fraction is kept digit for digit. Pure (no DOM, no
 * React), so server code and React Server Components format amounts as the widget shows them.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * "1234567.000001" → "1,234,567.000001" (en), "1.234.567,000001" (de): exact, no rounding,
 * trailing zeros kept. Anything that is not a plain decimal string is shown as given.
 */
export function formatAmount(value: string, locale: string): string {
  const match = DECIMAL.exec(value);
  if (!match) return value;
  const [, sign = '', whole = '0', fraction] = match;
  const notation = localNotation(locale);
  const grouped = notation.integer.format(BigInt(whole));
  if (fraction === undefined) return sign + grouped;
  return `${sign}${grouped}${notation.separator}${fraction.replace(/\d/g, (digit) => notation.digits[Number(digit)] ?? digit)}`;
}

interface Notation {
  integer: Intl.NumberFormat;
  separator: string;
  digits: string[];
}

const notationCache = new Map<string, Notation>();

/** The locale's grouping formatter, decimal separator and digits, built once per locale (Intl objects are costly to make). */
function localNotation(locale: string): Notation {
  let notation = notationCache.get(locale);
  if (!notation) {
    notation = {
      integer: new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 }),
      separator: new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
      digits: localDigits(locale),
    };
    notationCache.set(locale, notation);
  }
  return notation;
}

const digitCache = new Map<string, string[]>();

/** The locale's digits 0–9 (Arabic-Indic under some locales). */
function localDigits(locale: string): string[] {
  let digits = digitCache.get(locale);
  if (!digits) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    digitCache.set(locale, digits);
  }
  return digits;
}
