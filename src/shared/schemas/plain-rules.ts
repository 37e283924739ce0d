/**
 * The rules a form checks as you type, without the schema library: the onboarding forms import
 * these and ./form-checks, never zod (docs/elements.md#size). The schemas (./kyc, ./kyb) apply
 * the same functions and re-export them.
 */

/** State and territory codes an Australian address must use. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
/** An Australian state or territory code. */
export type AuState = (typeof AU_STATES)[number];

/** No date of birth before this is believable. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
/** Applicants and owners must be adults; the kit takes 18 (the service names no age: docs/service-contract.md#identity-data-kyc-and-kyb). */
export const ADULT_AGE = 18;

/** True when someone born on `dateOfBirth` has had their 18th birthday by `today` (both YYYY-MM-DD). */
export function isAdultOn(dateOfBirth: string, today: string, age = ADULT_AGE): boolean {
  const year = Number(dateOfBirth.slice(0, 4)) + age;
  // Comparing "YYYY-MM-DD" strings is a date comparison; a 29 February birthday comes of age on 1 March.
  return `${String(year).padStart(4, '0')}${dateOfBirth.slice(4)}` <= today;
}

/** Writes a count of hundredths back as a percentage without trailing zeros (2550 → "25.5"). */
export function formatHundredths(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = hundredths % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}
