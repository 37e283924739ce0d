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
  '& thead th': { color: '$muted', fontSize: '$sm', fontWeight: '$semibold' },
  '& tbody th': { fontWeight: '$semibold' },
  // Amounts line up on their last digit. An amount and its code each stay whole: only the
  // space between them may break, when a very long amount meets a 320 px screen.
  '& td, & thead th:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& td span span': { whiteSpace: 'nowrap' },
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
