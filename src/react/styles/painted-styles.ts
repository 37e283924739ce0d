/**
 * The kit's rules on a page the server painted (docs/checkout.md#before-the-script-runs): the
 * page's stylesheet already holds every rule the painted tree uses, yet hydrating would have
 * Stitches write each one again in memory (the hosted pay page's trace: a third of its hydration
 * task, the auto theme's dark tokens alone 40 ms under a 4× slower CPU) only for the rule mirror
 * to find it present and drop it. The server says what its Stitches inserted (the keys) and the
 * hash of every rule behind them; when the document's stylesheet lists every one of those
 * hashes, the browser's Stitches is told those keys are done, and writes nothing for them.
 */
import { mirrorDocument } from './rule-target';
import { readManifest, ruleHash } from './sheet-manifest';
import { insertedKeys, memoryGroups } from './stitches';

/** What the server's Stitches inserted while painting, space-separated to keep the page small. */
export interface PaintedStyles {
  /** Per group in cascade order, the keys Stitches skips once seen. */
  keys: string[];
  /** The hash (sheet-manifest.ts) of every rule those keys stand for. */
  rules: string;
}

/** On the server, after painting: what this renderer's Stitches holds. */
export function paintedStyles(): PaintedStyles {
  return {
    keys: insertedKeys().map((keys) => [...keys].join(' ')),
    rules: memoryGroups()
      .flatMap((group) => group.cssRules.map((rule) => ruleHash(rule.cssText)))
      .join(' '),
  };
}

/** Reads a PaintedStyles from JSON, or null when it is not one. */
export function readPaintedStyles(value: unknown): PaintedStyles | null {
  if (typeof value !== 'object' || value === null) return null;
  const { keys, rules } = value as { keys?: unknown; rules?: unknown };
  if (!Array.isArray(keys) || !keys.every((group) => typeof group === 'string') || typeof rules !== 'string') return null;
  return { keys, rules };
}

/**
 * In the browser, before hydrating: marks the server's keys as inserted when `document`'s
 * stylesheet holds every rule behind them. Returns whether it did; otherwise (no stylesheet, a
 * stale one, another kit version) nothing changes and Stitches writes what the page lacks.
 */
export function adoptPaintedStyles(styles: PaintedStyles, document: Document): boolean {
  const present = readManifest(mirrorDocument(document).manifest());
  const needed = styles.rules.split(' ').filter(Boolean);
  if (needed.length === 0 || !needed.every((hash) => present.has(hash))) return false;
  const caches = insertedKeys();
  if (styles.keys.length !== caches.length) return false;
  styles.keys.forEach((keys, group) => {
    for (const key of keys.split(' ')) if (key) caches[group]?.add(key);
  });
  return true;
}
