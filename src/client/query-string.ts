/** The dashboard calls' query strings and path segments. */

/** A query string of the given parameters, leaving out those not set; '' when none is. */
export function query(params: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** An id as one path segment. */
export const segment = (id: string) => encodeURIComponent(id);
