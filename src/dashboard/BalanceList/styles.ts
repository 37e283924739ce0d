/** BalanceList's styles; states are attributes (data-state, data-tone), never inline styles. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

// No width of its own: it fills the column it is given (the dashboard's grid lines its edges up).
export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', .../* @__PURE__ */ cardFrame('none') });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });

export const table: StyleRule = /* @__PURE__ */ css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { padding: '$2 0', borderBottom: '1px solid $divider', textAlign: 'start', verticalAlign: 'baseline' },
  '& thead th': { color: '$muted', fontSize: '$sm', fontWeight: 600 },
  '& tbody th': { fontWeight: 700 },
  // Amounts line up on their last digit. Nothing lets a line break inside an amount (no
  // overflow-wrap: anywhere): only the space before its code may break, on a 320 px screen.
  '& td, & thead th:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '&[aria-busy="true"] tbody': { opacity: 0.6 },
});

export const skeletonRow: StyleRule = /* @__PURE__ */ css({ height: '1.5em', margin: '$2 0' });

export const notice: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$2',
  '& > p': { flex: '1 1 12em', margin: 0 },
});

export const status: StyleRule = /* @__PURE__ */ css({
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
});
