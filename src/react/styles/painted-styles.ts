/**
 * The kit's rules on a page the server painted (docs/checkout.md#before-the-script-runs): the
 * page's stylesheet already holds every rule the painted tree uses, yet hydrating would have
 * Stitches write each one again in memory (in the hosted pay page's traces, about a third of its
 * hydration task; the auto theme's dark tokens alone took up to 40 ms) only for the rule mirror
 * to find it present and drop it. The server says what its Stitches inserted (the keys) and the
 * hash of every rule behind them; when the document's stylesheet lists every one of those
 * hashes, the browser's Stitches is told those keys are done, and writes nothing for them.
 *
 * This module is only the shape and its reader (the page's entry reads it before the kit loads);
 * adopt-painted-styles.ts does the work.
 */

/** What the server's Stitches inserted while painting, space-separated to keep the page small. */
export interface PaintedStyles {
  /** Per group in cascade order, the keys Stitches skips once seen. */
  keys: string[];
  /** The hash (sheet-manifest.ts) of every rule those keys stand for. */
  rules: string;
}

/** Reads a PaintedStyles from JSON, or null when it is not one. */
export function readPaintedStyles(value: unknown): PaintedStyles | null {
  if (typeof value !== 'object' || value === null) return null;
  const { keys, rules } = value as { keys?: unknown; rules?: unknown };
  if (!Array.isArray(keys) || !keys.every((group) => typeof group === 'string') || typeof rules !== 'string') return null;
  return { keys, rules };
}
