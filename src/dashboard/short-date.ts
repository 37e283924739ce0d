/**
 * A date as the dashboard's rows write it: day, month and time in the locale's own order
 * ("31 Mar, 22:00"), the year only when it is not this year. `timeZone` pins the clock (stories,
 * screenshots, tests); `now` fixes "this year" for tests. Unreadable text comes back as it was.
 */
export function shortDate(iso: string, locale: string, timeZone?: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const year = (d: Date) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(d);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: year(date) === year(now) ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
