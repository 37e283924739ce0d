/**
 * Free text the service sends is shown to payers and merchants as it came: a link's description,
 * an error's message. The service sets no length on either (docs/service-contract.md#payment-links),
 * so the client holds each to a limit of ours (docs/security.md#limits-and-their-figures) instead
 * of passing on whatever fits in an answer.
 */

/** The longest error message of the service the client keeps, in characters. */
export const UPSTREAM_MESSAGE_MAX = 500;

/** `text` cut to at most `max` UTF-16 units, the last one "…" when cut, never halving a surrogate pair. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
