/**
 * Australian Business Number (ABN) and Australian Company Number (ACN) checks and formatting.
 * Isomorphic: the sandbox validates KYB registration numbers with it and the browser KYB form
 * uses the same rules, so a number the form accepts is one the service accepts.
 *
 * ABN: 11 digits; subtract 1 from the first digit, weight the digits 10,1,3,5,…,19, and the sum
 * must be divisible by 89 (the ATO's published algorithm).
 * ACN: 9 digits; weight the first 8 digits 8,7,…,1; the 9th digit must equal (10 − sum mod 10) mod 10
 * (ASIC's published algorithm).
 */

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const ACN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

export type AuBusinessNumberKind = 'abn' | 'acn';

/** The digits of `input` when it is only digits and spaces (people type "51 824 753 556"); otherwise null. */
export function compactDigits(input: string): string | null {
  if (!/^[\d ]*$/.test(input)) return null;
  const digits = input.replaceAll(' ', '');
  return digits.length > 0 ? digits : null;
}

/** True when `input` (digits, spaces allowed) is an ABN with a valid checksum. */
export function isValidAbn(input: string): boolean {
  const digits = compactDigits(input);
  if (digits === null || digits.length !== 11) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * (ABN_WEIGHTS[i] as number);
  }
  return sum % 89 === 0;
}

/** True when `input` (digits, spaces allowed) is an ACN with a valid check digit. */
export function isValidAcn(input: string): boolean {
  const digits = compactDigits(input);
  if (digits === null || digits.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (ACN_WEIGHTS[i] as number);
  const check = (10 - (sum % 10)) % 10;
  return check === Number(digits[8]);
}

/** Which kind of valid number `input` is, or null when it is neither a valid ABN nor a valid ACN. */
export function auBusinessNumberKind(input: string): AuBusinessNumberKind | null {
  if (isValidAbn(input)) return 'abn';
  if (isValidAcn(input)) return 'acn';
  return null;
}

/**
 * "51824753556" → "51 824 753 556" (the ABR's grouping). Works on partial input too, so a form can
 * format as the person types; input with anything other than digits and spaces comes back unchanged.
 */
export function formatAbn(input: string): string {
  return group(input, [2, 3, 3, 3]);
}

/** "004085616" → "004 085 616" (ASIC's grouping); partial input is grouped as far as it goes. */
export function formatAcn(input: string): string {
  return group(input, [3, 3, 3]);
}

/** Formats a valid ABN or ACN in its own grouping; anything else comes back unchanged. */
export function formatAuBusinessNumber(input: string): string {
  const kind = auBusinessNumberKind(input);
  return kind === 'abn' ? formatAbn(input) : kind === 'acn' ? formatAcn(input) : input;
}

function group(input: string, sizes: readonly number[]): string {
  const digits = compactDigits(input);
  if (digits === null) return input;
  const total = sizes.reduce((a, b) => a + b, 0);
  if (digits.length > total) return input;
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}
