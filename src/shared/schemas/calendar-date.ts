/**
 * Whether a YYYY-MM-DD string is a real day, without the schema library: a module of its own, so
 * the forms' checks and the date schema (./form-fields) share it and a page that reaches only one
 * of them carries nothing else.
 */

/** YYYY-MM-DD that names a real calendar day (2023-02-29 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
