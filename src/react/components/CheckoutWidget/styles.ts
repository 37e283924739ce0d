/** The checkout widget's styles; every one is in the generated paykit/styles.css. */
import { cardFrame, tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
  .../* @__PURE__ */ cardFrame('440px'),
});

export const status: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gap: '$2',
  justifyItems: 'start',
});

export const statusText: StyleRule = /* @__PURE__ */ css({ fontWeight: 600 });

export const reconnecting: StyleRule = /* @__PURE__ */ css({
  color: '$warning',
  fontSize: '$sm',
  fontWeight: 600,
});

export const label: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  color: '$muted',
  fontSize: '$sm',
});

export const amountRow: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});

export const amount: StyleRule = /* @__PURE__ */ css({
  fontSize: '$xl',
  fontWeight: 700,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const detail: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$muted', fontSize: '$sm', overflowWrap: 'anywhere' });

export const address: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  padding: '$3',
  borderRadius: '$md',
  background: '$surfaceAlt',
  color: '$muted',
  fontFamily: '$mono',
  fontSize: '$md',
  lineHeight: 1.7,
  // One click selects the whole address; the gaps between groups are margins, not spaces,
  // so a copied selection is the address exactly.
  '& [data-address-groups]': { userSelect: 'all' },
  '& [data-group]': { marginInlineEnd: '0.6ch' },
  '& [data-group]:last-of-type': { marginInlineEnd: 0 },
  '& strong': { color: '$text', fontWeight: 800 },
});

export const addressSection: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2' });

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', gap: '$2' });

export const qr: StyleRule = /* @__PURE__ */ css({
  justifySelf: 'center',
  width: '100%',
  maxWidth: '240px',
  margin: 0,
  padding: '$2',
  borderRadius: '$md',
  // Dark modules on white in every theme: scanners need the contrast and the quiet zone.
  background: '#ffffff',
  '& svg': { display: 'block', width: '100%', height: 'auto' },
});

export const countdown: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$2',
  '& [role="timer"]': { fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: '$lg' },
  '&[data-expired="true"] [role="timer"]': { color: '$danger' },
});

export const instructions: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

export const skeletonStack: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3' });
export const skeletonTitle: StyleRule = /* @__PURE__ */ css({ height: '2rem', width: '60%' });
export const skeletonQr: StyleRule = /* @__PURE__ */ css({ height: '200px', width: '200px', maxWidth: '100%', justifySelf: 'center' });
export const skeletonLine: StyleRule = /* @__PURE__ */ css({ height: '3.5rem' });
