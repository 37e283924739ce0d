/**
 * Retry-After in either form RFC 9110 allows: delay-seconds ("120", fractions accepted) or an
 * HTTP-date ("Wed, 21 Oct 2026 07:28:00 GMT", never negative). A cap keeps a misconfigured
 * server from freezing a checkout for hours.
 */

/** The wait in ms from `now`, at most `capMs`; null when the header is absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: number, capMs = Number.POSITIVE_INFINITY): number | null {
  if (!header) return null;
  const value = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(value)) ms = Number(value) * 1000;
  else if (/[a-z]/i.test(value)) {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    ms = Math.max(0, at - now);
  } else return null;
  return Math.min(ms, capMs);
}
