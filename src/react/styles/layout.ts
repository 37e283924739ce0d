/**
 * Layout primitives, so components stop hand-placing margins (docs/design.md):
 * - `stack`: children one under another, `data-gap` apart (1–7 on the space scale; 4 by default);
 * - `cluster`: children in a row that wraps, centred on one line, `data-gap` apart (2 by default);
 *   `data-justify="end"` or `"between"` moves them;
 * - `grid`: equal columns at least `--pk-grid-min` wide (16rem by default) that fall to one
 *   column when the space runs out; `data-gap` as for stack.
 * Each keeps `min-width: 0`, so a long value inside wraps instead of widening the page.
 */
import { css, type StyleRule } from './stitches';

const gaps = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((step) => [`&[data-gap="${step}"]`, { gap: `$${step}` }]));

export const stack: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$4', minWidth: 0, alignContent: 'start', ...gaps });

export const cluster: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  '&[data-justify="end"]': { justifyContent: 'flex-end' },
  '&[data-justify="between"]': { justifyContent: 'space-between' },
  ...gaps,
});

export const grid: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, var(--pk-grid-min, 16rem)), 1fr))',
  alignItems: 'start',
  ...gaps,
});
