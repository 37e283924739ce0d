/**
 * Field paths written the way the proxy names them in a 400's `param`
 * ("address.postcode", "beneficial_owners[1].date_of_birth"), so a server error lands on
 * the field it is about, and the DOM ids derived from them.
 */

/** A property name, or an array index. */
export type PathSegment = string | number;

/** "beneficial_owners[1].address" → ["beneficial_owners", 1, "address"]. */
export function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    segments.push(match[2] !== undefined ? Number(match[2]) : (match[1] as string));
  }
  return segments;
}

/** The element id of a field: "beneficial_owners[1].date_of_birth" → "beneficial_owners-1-date_of_birth". */
export function domId(path: string): string {
  return parsePath(path).join('-');
}

/** The id of a field's error message. */
export const errorId = (path: string) => `${domId(path)}-error`;
/** The id of a field's hint. */
export const hintId = (path: string) => `${domId(path)}-hint`;

/** The value at a path (undefined where it stops). */
export function getIn(value: unknown, path: string): unknown {
  let at = value;
  for (const segment of parsePath(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[segment];
  }
  return at;
}

/** A copy of `value` with `path` set; objects and arrays along the way are copied, not mutated. */
export function setIn<T>(value: T, path: string, next: unknown): T {
  const segments = parsePath(path);
  const write = (at: unknown, index: number): unknown => {
    if (index === segments.length) return next;
    const segment = segments[index] as PathSegment;
    const copy: Record<PropertyKey, unknown> = Array.isArray(at) ? ([...(at as unknown[])] as never) : { ...(at as object) };
    copy[segment] = write((at as Record<PropertyKey, unknown> | undefined)?.[segment], index + 1);
    return copy;
  };
  return write(value, 0) as T;
}

/** The last named segment: "beneficial_owners[0].address.state" → "state". */
export function leaf(path: string): string {
  const segments = parsePath(path).filter((s): s is string => typeof s === 'string');
  return segments[segments.length - 1] ?? '';
}
