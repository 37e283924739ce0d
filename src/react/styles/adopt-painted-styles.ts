/**
 * The server's and the browser's halves of painted-styles.ts: what this renderer's Stitches
 * inserted, and telling the browser's Stitches those keys are done.
 */
import type { PaintedStyles } from './painted-styles';
import { mirrorDocument } from './rule-target';
import { readManifest, ruleHash } from './sheet-manifest';
import { insertedKeys, memoryGroups } from './stitches';

/** On the server, after painting: what this renderer's Stitches holds. */
export function paintedStyles(): PaintedStyles {
  return {
    keys: insertedKeys().map((keys) => [...keys].join(' ')),
    rules: memoryGroups()
      .flatMap((group) => group.cssRules.map((rule) => ruleHash(rule.cssText)))
      .join(' '),
  };
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
