/**
 * The kit's rules inside shadow roots. A document's style sheets stop at a shadow boundary, so
 * every element's shadow root adopts one constructed sheet per document (CSSOM, which a
 * Content-Security-Policy without 'unsafe-inline' allows, as docs/theming.md explains for the
 * document itself), kept in step with Stitches' in-memory sheet by the same mirror the
 * provider uses (react/styles/rule-mirror.ts).
 *
 * The theme's tokens move from `:root` and the theme classes to `:host`: they are then set on the
 * element itself, where a page's own rule (`paykit-checkout { --pk-colors-accent: … }`) wins over
 * them, and inherit into the shadow tree (docs/elements.md#theming).
 */
import { mirrorRules, type RuleTarget } from '../react/styles/rule-mirror';
import { sheetRuleTarget } from '../react/styles/rule-target';
import { AUTO_THEME_CLASS, darkTheme, lightTheme, memoryGroups } from '../react/styles/stitches';

/** How each element box sits in the page. */
const HOST_RULES = [':host{display:block}', ':host([hidden]){display:none}'];

/** A rule of the kit as it must read inside a shadow root: the theme's tokens on the host. */
export function shadowRuleText(text: string): string {
  return text
    .replace(`:root,${lightTheme.selector}{`, ':host{')
    .replaceAll(`${darkTheme.selector}{`, ':host([theme="dark"]){')
    .replaceAll(`.${AUTO_THEME_CLASS}{`, ':host([theme="auto"]){')
    .replaceAll(':root', ':host');
}

/** Every sheet the rules go to, and the rules so far (replayed into a sheet added later). */
class ShadowSheets implements RuleTarget {
  private readonly rules: string[][];
  private readonly targets: RuleTarget[] = [];

  constructor(groups: number) {
    this.rules = Array.from({ length: groups }, () => []);
    this.rules[0]?.push(...HOST_RULES);
  }

  insert(group: number, text: string): void {
    const rule = shadowRuleText(text);
    this.rules[group]?.push(rule);
    for (const target of this.targets) target.insert(group, rule);
  }

  attach(sheet: CSSStyleSheet): void {
    const target = sheetRuleTarget(sheet, this.rules.length);
    this.rules.forEach((rules, group) => rules.forEach((rule) => target.insert(group, rule)));
    this.targets.push(target);
  }
}

let sheets: ShadowSheets | null = null;

/** The one set of shadow sheets of this page, fed from Stitches' sheet from its first call on. */
function shadowSheets(): ShadowSheets {
  if (sheets) return sheets;
  const groups = memoryGroups();
  const created = new ShadowSheets(groups.length);
  sheets = created;
  // A shadow root holds none of the kit's rules to begin with: everything is copied, now.
  mirrorRules(groups, { manifest: () => '', createTarget: () => created }, () => {})();
  return created;
}

/** One constructed sheet per document: a sheet can only be adopted by the document that made it. */
const constructed = new WeakMap<Document, CSSStyleSheet>();

/**
 * Gives `root` the kit's rules: the document's shared constructed sheet, or, where shadow roots
 * cannot adopt sheets (test DOMs, Safari before 16.4), a <style> element of its own (which a
 * strict CSP blocks there: docs/elements.md#content-security-policy).
 */
export function adoptKitStyles(root: ShadowRoot): void {
  const document = root.ownerDocument;
  const Sheet = document.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in root) {
    let sheet = constructed.get(document);
    if (!sheet) {
      sheet = new Sheet();
      shadowSheets().attach(sheet);
      constructed.set(document, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  root.prepend(style);
  if (style.sheet) shadowSheets().attach(style.sheet);
}
