/**
 * What a payment link id looks like in a /pay/<id> address. The server and the page both read it:
 * an address that cannot name a link gets the page's friendly "not found" without asking the
 * service, and never the JSON error envelope meant for programs.
 */
export const LINK_ID = /^pl_[A-Za-z0-9]{1,64}$/;

export const isLinkId = (value: string): boolean => LINK_ID.test(value);

/** A path segment decoded; as written when its %-escapes are broken (it then names no link either). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
