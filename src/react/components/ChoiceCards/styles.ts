/** Selectable cards: a radio group drawn as cards (the account type; any short either/or with a line of help each). */
import { css, type StyleRule } from '../../styles/stitches';
import { radioMark } from '../forms/styles';

/**
 * The cards: one column on a phone, side by side once each has room for its line of help. A
 * card has no surface of its own (it lies on the flow's card): an edge that turns the accent,
 * two pixels wide without moving anything, when chosen, and the focus ring around the whole card.
 */
export const cards: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  '& > div': {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: '$1 $3',
    padding: '$4',
    border: '1px solid $border',
    borderRadius: '$md',
    color: '$muted',
    fontSize: '$sm',
  },
  '& svg': { gridRow: 'span 2', width: '24px', color: '$text' },
  // The label's box stretches over the card: a click anywhere on it chooses it.
  '& label': {
    gridColumn: 2,
    color: '$text',
    fontSize: '$md',
    fontWeight: '$semibold',
    // One 20 px line, the radio's height, so the radio sits on the title's line.
    lineHeight: '20px',
    cursor: 'pointer',
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
  '& span': { gridColumn: 2 },
  // Over the label's stretched box, so a click on the radio itself lands on it.
  '& input': { ...radioMark, position: 'relative', gridArea: '1 / 3', margin: 0, outline: 'none' },
  '& [data-checked]': { borderColor: '$accent', boxShadow: 'inset 0 0 0 1px $colors$accent', background: '$infoSurface' },
  '[data-invalid="true"] > & > div': { borderColor: '$danger' },
  '& :has(> input:focus-visible)': { outline: '2px solid $focus', outlineOffset: '2px' },
});
