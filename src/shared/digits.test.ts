import { describe, expect, it } from 'vitest';
import { asciiDigits, digitValue } from './digits';

describe('digitValue', () => {
  it.each([
    ['0', 0],
    ['9', 9],
    ['٠', 0], // Arabic-Indic
    ['٩', 9],
    ['۰', 0], // Persian (Extended Arabic-Indic)
    ['۷', 7],
    ['०', 0], // Devanagari
    ['८', 8],
    ['๕', 5], // Thai
    ['０', 0], // full width
    ['９', 9],
    ['𝟘', 0], // mathematical double-struck, the first of five runs set back to back
    ['𝟡', 9],
    ['𝟬', 0], // mathematical sans-serif bold, a later run of the same block
    ['𝟿', 9],
  ])('%s is %i', (char, value) => {
    expect(digitValue(char)).toBe(value);
  });

  it.each(['a', '.', '٫', '', 'Ⅻ', '½', '²'])('%j is no decimal digit', (char) => {
    expect(digitValue(char)).toBe(-1);
  });
});

describe('asciiDigits', () => {
  it.each([
    ['۲۵', '25'],
    ['٣٣٫٣٣', '33.33'],
    ['२५', '25'],
    ['１２３', '123'],
    ['12 345', '12 345'],
    ['۱۲۳۴۵۶۷۸۹۰۱', '12345678901'],
    ['AB-12', 'AB-12'],
    ['', ''],
  ])('%j → %j', (typed, ascii) => {
    expect(asciiDigits(typed)).toBe(ascii);
  });
});
