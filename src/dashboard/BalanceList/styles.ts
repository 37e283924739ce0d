/** BalanceList's styles; states are attributes (data-state, data-tone), never inline styles. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

// No width of its own: it fills the column it is given (the dashboard's grid lines its edges up).
export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', .../* @__PURE__ */ cardFrame('none') });

// The dashboard cards' own title and live message (card-parts), not copies of them.
export { cardTitle as heading, liveMessage as status } from '../card-parts';

/**
 * The figures: one per currency on the kit's grid, no surface of their own (the list is the card).
 * The amount the card's hero, its currency small and quiet beside it.
 * Nothing lets a line break inside an amount (no overflow-wrap: anywhere).
 */
export const figures: StyleRule = /* @__PURE__ */ css({
  // 15rem a figure: a long amount and its code fit, and the grid never pushes one past the card's edge.
  '--pk-grid-min': '15rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { display: 'flex', alignItems: 'center', gap: '$3', minWidth: 0 },
  // The asset's mark: 24 px, neutral, at the figure's start.
  '& [data-part="mark"]': {
    minWidth: '2em',
    lineHeight: '2em',
    borderRadius: '$pill',
    background: '$surfaceAlt',
    color: '$muted',
    fontSize: '$xs',
    fontWeight: '$semibold',
    textAlign: 'center',
  },
  // The code may wrap under the amount on a narrow figure; the amount itself never breaks.
  '& [data-part="figure"]': { minWidth: 0 },
  '& [data-part="currency"]': { color: '$muted', fontSize: '$sm', fontWeight: '$medium', whiteSpace: 'nowrap' },
  '& [data-part="amount"]': {
    fontSize: '$xl',
    fontWeight: '$semibold',
    lineHeight: '$tight',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  '&[aria-busy="true"]': { opacity: 0.6 },
});

export const skeletonRow: StyleRule = /* @__PURE__ */ css({ display: 'block', height: '4.5rem', maxWidth: '12rem', margin: '$2 0' });

export const notice: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$2',
  '& > p': { flex: '1 1 12em', margin: 0 },
});

/** "Available", once under the title for every figure. */
export const kind: StyleRule = /* @__PURE__ */ css({ margin: '$1 0 0', color: '$muted', fontSize: '$sm' });
