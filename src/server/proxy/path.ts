/**
 * Turns a request path into the operation path under the proxy's mount point, or refuses it.
 * Matching happens on decoded segments, and anything that could steer a request elsewhere —
 * dot segments (plain or encoded), encoded separators, empty segments, backslashes,
 * control characters, absolute-form targets — is refused before any operation is looked up.
 */
import { hasControlCharacter } from '../../shared/control-characters';

/** The vetted, decoded segments under the mount point, or why the path was refused. */
export type PathResult = { ok: true; segments: string[] } | { ok: false; reason: string };

const FORBIDDEN_ENCODED = /%(2f|5c|00|2e)/i;

/** Splits `pathname` below `basePath` into decoded segments, refusing anything that could steer elsewhere. */
export function operationPath(pathname: string, basePath: string): PathResult {
  const base = basePath.replace(/\/+$/, '');
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return { ok: false, reason: 'outside the mount path' };
  const rest = pathname.slice(base.length);
  if (rest === '' || rest === '/') return { ok: true, segments: [] };
  if (FORBIDDEN_ENCODED.test(rest)) return { ok: false, reason: 'encoded separator or dot' };
  if (rest.includes('\\') || rest.includes('//')) return { ok: false, reason: 'empty segment or backslash' };
  const raw = rest.slice(1).replace(/\/$/, '').split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return { ok: false, reason: 'malformed escape' };
    }
    if (decoded === '' || decoded === '.' || decoded === '..') return { ok: false, reason: 'dot or empty segment' };
    if (hasControlCharacter(decoded) || /[/\\:?#]/.test(decoded)) return { ok: false, reason: 'control or separator character' };
    segments.push(decoded);
  }
  return { ok: true, segments };
}
