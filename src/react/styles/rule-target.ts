/**
 * Where the kit's rules go in a browser document, in the order of Stitches' groups (themes,
 * globals, component rules, …) so later groups win as Stitches intends.
 *
 * A constructed style sheet (`new CSSStyleSheet()` on `document.adoptedStyleSheets`) first:
 * it is CSSOM, which a Content-Security-Policy without 'unsafe-inline' in style-src allows,
 * so the kit styles itself under a strict CSP with no file to load. Browsers without
 * constructable sheets (Safari before 16.4) get a <style> element, which such a CSP blocks:
 * then creating the target throws and the provider explains what to load.
 */
import { SHEET_MANIFEST_PROPERTY } from './sheet-manifest';
import type { MirrorDocument, RuleTarget } from './rule-mirror';

/** A sheet adopted by `document`: constructed where the browser can, else a <style> element's. */
function documentSheet(document: Document): CSSStyleSheet {
  const Sheet = document.defaultView?.CSSStyleSheet;
  // Every engine with adoptedStyleSheets can construct sheets (they shipped together).
  if (Sheet && 'adoptedStyleSheets' in document) {
    const sheet = new Sheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  }
  const style = document.createElement('style');
  (document.head ?? document.documentElement).appendChild(style);
  if (style.sheet) return style.sheet;
  style.remove();
  throw new TypeError("paykit: no sheet for a <style> element (a Content-Security-Policy without 'unsafe-inline' in style-src)");
}

/**
 * A target in `document` with `groups` groups; throws when the browser gives it no sheet. The
 * groups are runs of one flat sheet (each rule goes at the end of its group's run), not nested
 * rules: test DOMs such as Jest's jsdom 26 ignore rules inside grouping rules.
 */
export function createRuleTarget(document: Document, groups: number): RuleTarget {
  return sheetRuleTarget(documentSheet(document), groups);
}

/** A target over any sheet (paykit/elements' shadow roots share one constructed sheet). */
export function sheetRuleTarget(sheet: CSSStyleSheet, groups: number): RuleTarget {
  const ends = new Array<number>(groups).fill(0);
  return {
    insert(group, text) {
      const at = ends[group];
      if (at === undefined) return;
      try {
        sheet.insertRule(text, at);
      } catch {
        return; // A rule this browser cannot parse (another engine's prefix): Stitches skips those too.
      }
      for (let index = group; index < groups; index += 1) ends[index] = (ends[index] ?? 0) + 1;
    },
  };
}

/** The browser document as the rule mirror sees it. */
export function mirrorDocument(document: Document): MirrorDocument {
  return {
    manifest: () => document.defaultView?.getComputedStyle(document.documentElement).getPropertyValue(SHEET_MANIFEST_PROPERTY) ?? '',
    createTarget: (groups) => createRuleTarget(document, groups),
  };
}
