/**
 * How a page's copy of paykit/styles.css tells the kit which rules it already holds, in a form
 * every CSS minifier keeps: one custom property on :root whose value lists a hash of each rule's
 * text. Minifiers (lightningcss in Vite 8 and Next 16) drop Stitches' own marker rules, so
 * Stitches could not recognise the sheet and added every rule again (or, under a strict CSP,
 * failed to); a custom property's value is kept as written.
 */

/** The custom property on :root that lists the sheet's rules. */
export const SHEET_MANIFEST_PROPERTY = '--pk-sheet';

/** A short, stable hash of a rule's text (djb2, 32 bits, base 36): the same in Node and in browsers. */
export function ruleHash(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

/** The rule that opens paykit/styles.css, naming every rule after it. */
export function manifestRule(ruleTexts: readonly string[]): string {
  return `:root{${SHEET_MANIFEST_PROPERTY}:"${ruleTexts.map(ruleHash).join(' ')}"}`;
}

/** The rule hashes a computed value of the property lists (quotes and spacing as a browser returns them). */
export function readManifest(value: string): ReadonlySet<string> {
  return new Set(value.match(/[0-9a-z]+/g));
}
