/**
 * Turning a number read from JSON into a decimal string without changing the amount.
 *
 * A JSON number is parsed into a double. Any decimal of at most 15 significant digits survives
 * that round trip, so its shortest form (what `String` writes) is the decimal the sender wrote.
 * With more digits it may not: 12345678901234567 parses to 12345678901234568. Such numbers are
 * refused rather than turned into a neighbouring amount. (A sender who writes more digits than a
 * double holds but that collapse onto a short one, like 0.10000000000000001, cannot be told
 * apart after parsing: it reads as "0.1".)
 */

/** Significant digits every decimal keeps through a double (DBL_DIG). */
const EXACT_DIGITS = 15;

const SHORTEST_FORM = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * The decimal string a finite JSON number stands for, written out in full (1e21 →
 * "1000000000000000000000", 1.5e-7 → "0.00000015", never "1e+21"); undefined when it has more
 * than 15 significant digits (so it may not be what the sender wrote) or is not finite.
 */
export function decimalFromJsonNumber(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const match = SHORTEST_FORM.exec(String(value));
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent] = match;
  const digits = whole + fraction;
  if (digits.replace(/^0+/, '').replace(/0+$/, '').length > EXACT_DIGITS) return undefined;
  if (exponent === undefined) return String(value);
  // Exponent forms have one non-zero digit before the point: place the point `exponent` further on.
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
