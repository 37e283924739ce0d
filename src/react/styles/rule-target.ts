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

function groupsIn(sheet: CSSStyleSheet, count: number): CSSGroupingRule[] {
  for (let index = 0; index < count; index += 1) sheet.insertRule('@media all{}', sheet.cssRules.length);
  return [...sheet.cssRules] as CSSGroupingRule[];
}

function targetOver(groups: CSSGroupingRule[]): RuleTarget {
  return {
    insert(group, text) {
      const rules = groups[group];
      if (!rules) return;
      try {
        rules.insertRule(text, rules.cssRules.length);
      } catch {
        // A rule this browser cannot parse (another engine's prefix): Stitches skips those too.
      }
    },
  };
}

function constructedSheet(document: Document): CSSStyleSheet | null {
  const Sheet = document.defaultView?.CSSStyleSheet;
  if (!('adoptedStyleSheets' in document) || typeof Sheet !== 'function') return null;
  try {
    return new Sheet();
  } catch {
    return null; // CSSStyleSheet exists but cannot be constructed (older engines)
  }
}

/** A target in `document` with `groups` groups; throws when the browser gives it no sheet. */
export function createRuleTarget(document: Document, groups: number): RuleTarget {
  const constructed = constructedSheet(document);
  if (constructed) {
    const target = targetOver(groupsIn(constructed, groups));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, constructed];
    return target;
  }
  const style = document.createElement('style');
  (document.head ?? document.documentElement).appendChild(style);
  if (!style.sheet) {
    style.remove();
    throw new TypeError("paykit: the browser gave the kit's <style> element no CSSStyleSheet (a Content-Security-Policy without 'unsafe-inline' in style-src)");
  }
  return targetOver(groupsIn(style.sheet, groups));
}

/** The browser document as the rule mirror sees it. */
export function mirrorDocument(document: Document): MirrorDocument {
  return {
    manifest: () => document.defaultView?.getComputedStyle(document.documentElement).getPropertyValue(SHEET_MANIFEST_PROPERTY) ?? '',
    createTarget: (groups) => createRuleTarget(document, groups),
  };
}
