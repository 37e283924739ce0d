/** TransactionDetails' styles (the status badge is shared with TransactionList). */
import { cardFrame } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', ...cardFrame('640px') });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const message: StyleRule = /* @__PURE__ */ css({
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
  '&[data-tone="danger"]': { color: '$danger', fontWeight: 600 },
});

export const status: StyleRule = /* @__PURE__ */ css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&[data-tone="success"]': { color: '$success' },
  '&[data-tone="warning"]': { color: '$warning' },
  '&[data-tone="danger"]': { color: '$danger' },
  '&[data-tone="info"]': { color: '$info' },
});

export const fields: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  margin: 0,
  '& > div': { display: 'grid', gap: '$1', minWidth: 0 },
  '& dt': { color: '$muted', fontSize: '$sm' },
  '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

export const amount: StyleRule = /* @__PURE__ */ css({ fontSize: '$xl', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const mono: StyleRule = /* @__PURE__ */ css({ fontFamily: '$mono', overflowWrap: 'anywhere' });

export const hash: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  padding: '$3',
  borderRadius: '$md',
  background: '$surfaceAlt',
  fontFamily: '$mono',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& [data-group]': { marginInlineEnd: '0.6ch' },
  '& [data-group]:last-of-type': { marginInlineEnd: 0 },
  '& strong': { fontWeight: 800 },
});

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });

export const link: StyleRule = /* @__PURE__ */ css({
  color: '$accent',
  fontFamily: '$mono',
  textDecoration: 'underline',
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
