/** Selectable cards: a radio group drawn as cards (the account type; any short either/or with a line of help each). */
import { css, type StyleRule } from '../../styles/stitches';

export const group: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2', minWidth: 0, margin: 0, padding: 0, border: 0 });

/** One column on a phone; side by side once each card has room for its line of help. */
export const cards: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

/**
 * A card: icon, title and help in one column beside the radio at the inline end. No surface of
 * its own (it lies on the flow's card): an edge that turns the accent, two pixels wide without
 * moving anything, when chosen; the focus ring around the whole card.
 */
export const card: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: '$1 $3',
  minHeight: '$sizes$control',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  color: '$muted',
  fontSize: '$sm',
  '& [data-part="icon"]': { gridRow: 'span 2', display: 'grid', color: '$text', '& svg': { width: '24px', height: '24px' } },
  '& label': {
    gridColumn: 2,
    color: '$text',
    fontSize: '$md',
    fontWeight: '$semibold',
    lineHeight: '$tight',
    cursor: 'pointer',
    // The label's box stretches over the card: a click anywhere on it chooses it.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  },
  '& > span:not([data-part])': { gridColumn: 2 },
  '& input': { gridColumn: 3, gridRow: 1, width: '20px', height: '20px', margin: 0, accentColor: '$colors$accent', outline: 'none' },
  '&[data-checked="true"]': { borderColor: '$accent', boxShadow: 'inset 0 0 0 1px $colors$accent', '& [data-part="icon"]': { color: '$accent' } },
  '&:has(input:focus-visible)': { outline: '2px solid $focus', outlineOffset: '2px', boxShadow: '0 0 0 6px $colors$focusHalo' },
  '&[data-checked="true"]:has(input:focus-visible)': { boxShadow: 'inset 0 0 0 1px $colors$accent, 0 0 0 6px $colors$focusHalo' },
  '[data-invalid="true"] &:not([data-checked])': { borderColor: '$danger' },
});
