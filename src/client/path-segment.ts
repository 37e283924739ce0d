import { PaykitError } from '../shared/errors';

/** An id as one path segment: a caller's slash or dot never reaches another proxy route. */
export function pathSegment(id: string, what: string): string {
  if (typeof id !== 'string' || id === '') throw new PaykitError(`${what} must be a non-empty string`);
  return encodeURIComponent(id);
}
