/**
 * A locale's way of writing numbers, read once from Intl (isomorphic: no DOM, no Node): its
 * digits, its decimal and grouping separators, and its grouping formatter. formatAmount writes
 * amounts with it and parseAmount reads them back, so what one writes the other reads.
 */

export interface NumberNotation {
  /** The decimal separator: "." (en), "," (de, fr). */
  decimal: string;
  /** The grouping separator: "," (en), "." (de), U+202F narrow no-break space (fr). */
  group: string;
  /** The locale's digits 0–9 (Arabic-Indic under some locales). */
  digits: string[];
  /** Groups a whole number as the locale does on screen. */
  integer: Intl.NumberFormat;
  /** Groups every whole number of four digits or more (some locales leave 1234 ungrouped on screen but read 1.234 as typed). */
  grouped: Intl.NumberFormat;
}

const cache = new Map<string, NumberNotation>();

/** The locale's notation, built once per locale (Intl objects are costly to make). */
export function numberNotation(locale: string): NumberNotation {
  let notation = cache.get(locale);
  if (!notation) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(1234.5);
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    notation = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
      integer: new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 }),
      grouped: new Intl.NumberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 0 }),
    };
    cache.set(locale, notation);
  }
  return notation;
}
