/**
 * Stitches keeps the kit's rules in its in-memory sheet (so server rendering and the browser
 * work alike); this copies them into the document, once the document can say which rules
 * paykit/styles.css already gave it. Rules the page's copy of the sheet holds are never added
 * again; everything else (all of them when no sheet is loaded, a theme made at run time, rules
 * a stale copy lacks) is.
 *
 * The decision waits for the end of the current task (or the provider's insertion effect, if
 * that comes first): by then a stylesheet the page links or a bundler injects is in place.
 */
import { readManifest, ruleHash } from './sheet-manifest';

/** Takes one rule of one group (see rule-target.ts). */
export interface RuleTarget {
  insert(group: number, text: string): void;
}

/** One rule of Stitches 1.2.8's in-memory sheet: `cssText` is the text as Stitches wrote it. */
interface MemoryRule {
  readonly cssText: string;
}

/** One group of Stitches' in-memory sheet (Stitches 1.2.8 is pinned and unmaintained: this shape is fixed). */
export interface MemoryGroup {
  cssRules: MemoryRule[];
  insertRule(text: string, index: number): unknown;
}

/** What the mirror needs from the document. */
export interface MirrorDocument {
  /** The manifest property's computed value on the root element ('' when no sheet sets it). */
  manifest(): string;
  /** Makes the place rules go; may throw when the browser refuses (see RuleTarget). */
  createTarget(groups: number): RuleTarget;
}

/** Starts copying `groups` (in cascade order) into the document; returns `flush`, which decides now. */
export function mirrorRules(groups: readonly MemoryGroup[], document: MirrorDocument, onFailure: (failure: unknown) => void): () => void {
  let target: RuleTarget | null = null;
  let present: ReadonlySet<string> = new Set();
  let decided = false;

  const copy = (group: number, text: string) => {
    if (target && !present.has(ruleHash(text))) target.insert(group, text);
  };

  const flush = () => {
    if (decided) return;
    decided = true;
    present = readManifest(document.manifest());
    try {
      target = document.createTarget(groups.length);
    } catch (failure) {
      onFailure(failure);
      return;
    }
    groups.forEach((group, index) => {
      for (const rule of group.cssRules) copy(index, rule.cssText);
    });
  };

  groups.forEach((group, index) => {
    const insert = group.insertRule.bind(group);
    group.insertRule = (text, at) => {
      const result = insert(text, at);
      if (decided) copy(index, text);
      return result;
    };
  });
  queueMicrotask(flush);
  return flush;
}
