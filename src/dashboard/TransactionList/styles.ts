/** TransactionList's styles. */
import { cardFrame, focusRing } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', ...cardFrame('960px') });

export const header: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$3' });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const message: StyleRule = /* @__PURE__ */ css({
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
  '&[data-tone="danger"]': { color: '$danger', fontWeight: 600 },
});

export const filters: StyleRule = /* @__PURE__ */ css({ margin: 0 });

export const fieldset: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3', margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend: StyleRule = /* @__PURE__ */ css({ padding: 0, marginBottom: '$2', fontWeight: 700 });

export const fieldGrid: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'start',
});

export const field: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$1', minWidth: 0 });

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });

/** The table's frame: scrolls sideways when the table is wider (320 px screens), reachable by keyboard. */
export const scroller: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  overflowX: 'auto',
  maxWidth: '100%',
  border: '1px solid $border',
  borderRadius: '$md',
});

export const table: StyleRule = /* @__PURE__ */ css({
  width: '100%',
  minWidth: '36rem',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$2 $3', textAlign: 'start', verticalAlign: 'middle', borderBottom: '1px solid $surfaceAlt' },
  '& thead th': { color: '$muted', fontWeight: 600, background: '$surfaceAlt', whiteSpace: 'nowrap' },
  '& [data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tbody tr:last-child > *': { borderBottom: 0 },
  '&[aria-busy="true"] tbody': { opacity: 0.6 },
});

/** A row's transaction id: a button that reads as a link in the table. */
export const rowButton: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: '$accent',
  fontFamily: '$mono',
  fontSize: 'inherit',
  textDecoration: 'underline',
  textAlign: 'start',
  cursor: 'pointer',
});

export const mono: StyleRule = /* @__PURE__ */ css({ fontFamily: '$mono' });

/** With base's skeleton: a placeholder cell as tall as a row's 44 px button. */
export const skeletonCell: StyleRule = /* @__PURE__ */ css({ height: '44px', width: '80%' });

export const pagination: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$3' });

export const pageSize: StyleRule = /* @__PURE__ */ css({ display: 'flex', alignItems: 'center', gap: '$2', '& select': { width: 'auto' } });

export const empty: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  justifyItems: 'start',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  background: '$surfaceAlt',
});

export const exportRow: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });

export const exportMessage: StyleRule = /* @__PURE__ */ css({ fontSize: '$sm', '&[data-tone="danger"]': { color: '$danger', fontWeight: 600 } });
