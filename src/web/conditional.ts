/**
 * RFC 9110 conditional GET for files served from memory: whether `If-None-Match` names the tag
 * the answer would carry (§13.1.2), so the server sends 304 instead of the body.
 *
 * If-None-Match uses the weak comparison (§8.8.3.2): `W/"x"` matches `"x"`, since a cache may
 * have weakened the tag it stored. The header is `*` (any current file) or a comma-separated list
 * of entity tags. A header we cannot read is ignored, which only costs a full answer: a 304 on a
 * guess could leave a browser on a stale file.
 */

/** A list longer than this is no browser's (and must not cost us). */
const MAX_HEADER_CHARS = 8192;

/** entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE, etagc = %x21 / %x23-7E / obs-text (§8.8.3). */
const ENTITY_TAG = /^(?:W\/)?("[\x21\x23-\x7e\x80-\xff]*")$/;

/**
 * The opaque tags (quotes included) of an If-None-Match list, `'*'` for `*`, or null when the
 * header is absent, too long, or not the grammar's (then no condition applies).
 */
export function parseIfNoneMatch(header: string | null): readonly string[] | '*' | null {
  if (header === null || header.length > MAX_HEADER_CHARS) return null;
  const trimmed = header.trim();
  if (trimmed === '*') return '*';
  const tags: string[] = [];
  // Empty elements (`"a", , "b"`) are allowed by the list rule (§5.6.1.2); a comma never occurs in a tag.
  for (const element of trimmed.split(',')) {
    const item = element.trim();
    if (item === '') continue;
    const opaque = ENTITY_TAG.exec(item)?.[1];
    if (opaque === undefined) return null;
    tags.push(opaque);
  }
  return tags.length > 0 ? tags : null;
}

/** Weak comparison: two tags match when their opaque parts are equal, whether either is weak. */
export function weakMatch(a: string, b: string): boolean {
  return opaquePart(a) === opaquePart(b);
}

/** True when a GET or HEAD with this If-None-Match should answer 304 for a file whose tag is `etag`. */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
  const tags = parseIfNoneMatch(ifNoneMatch);
  if (tags === null) return false;
  if (tags === '*') return true; // the file exists: we only ask on routes that found one
  return tags.some((tag) => weakMatch(tag, etag));
}

const opaquePart = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
