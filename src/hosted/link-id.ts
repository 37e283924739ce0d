/**
 * What a payment link id looks like in a /pay/<id> address. The server and the page both read it:
 * an address that cannot name a link gets the page's friendly "not found" without asking the
 * service, and never the JSON error envelope meant for programs.
 */
export { isPaymentLinkId as isLinkId } from '../shared/ids';

/** A path segment decoded; as written when its %-escapes are broken (it then names no link either). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
