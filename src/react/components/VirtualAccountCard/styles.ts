/** The account-details card's styles; every one is in the generated paykit/styles.css. */
import { cardFrame } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  .../* @__PURE__ */ cardFrame('480px'),
});

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

export const status: StyleRule = /* @__PURE__ */ css({
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
  '&[data-tone="danger"]': { color: '$danger', fontWeight: 600 },
});

export const details: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  margin: 0,
  '& > div': { display: 'grid', gap: '$1', minWidth: 0 },
  '& dt': { color: '$muted', fontSize: '$sm' },
  // A grid, not a wrapping row: every copy button sits at the end of its value's line at any
  // width, instead of some wrapping under their value and some not (uneven at 375 px).
  '& dd': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: '$2', margin: 0, minWidth: 0 },
});

/** The copy button's cell: at the end of the value's line; under the Solana address, at the start of its own. */
export const copy: StyleRule = /* @__PURE__ */ css({
  justifySelf: 'end',
  '[data-field="solana-address"] ~ &': { gridColumn: '1 / -1', justifySelf: 'start' },
});

export const value: StyleRule = /* @__PURE__ */ css({
  fontSize: '$lg',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

export const address: StyleRule = /* @__PURE__ */ css({
  gridColumn: '1 / -1',
  padding: '$3',
  borderRadius: '$md',
  background: '$surfaceAlt',
  color: '$muted',
  fontFamily: '$mono',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& [data-address-groups]': { userSelect: 'all' },
  '& [data-group]': { marginInlineEnd: '0.6ch' },
  '& [data-group]:last-of-type': { marginInlineEnd: 0 },
  '& strong': { color: '$text', fontWeight: 800 },
});

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', gap: '$2' });
