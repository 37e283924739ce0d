/** BalanceList's styles; states are attributes (data-state, data-tone), never inline styles. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', .../* @__PURE__ */ cardFrame('480px') });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const table: StyleRule = /* @__PURE__ */ css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { padding: '$2 0', borderBottom: '1px solid $border', textAlign: 'start', verticalAlign: 'baseline' },
  '& thead th': { color: '$muted', fontSize: '$sm', fontWeight: 600 },
  '& tbody th': { fontWeight: 700 },
  // Amounts line up on their last digit, and a long one wraps rather than widening the card at 320 px.
  '& td, & thead th:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
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
