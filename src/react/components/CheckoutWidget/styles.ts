/** The checkout widget's styles; every one is in the generated paykit/styles.css. */
import { cardFrame, tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
  .../* @__PURE__ */ cardFrame('440px'),
  padding: '$5',
  boxShadow: '$card',
  '@media (max-width: 360px)': { padding: '$3', gap: '$3' },
});

export const status: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '$2',
  rowGap: '$2',
  alignItems: 'start',
  '& > [data-status-icon]': { marginTop: '0.15em' },
  '& > button': { gridColumn: 2, justifySelf: 'start' },
});

export const statusBody: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$1' });

export const statusText: StyleRule = /* @__PURE__ */ css({ fontWeight: '$bold', lineHeight: '$tight' });

export const reconnecting: StyleRule = /* @__PURE__ */ css({
  color: '$warning',
  fontSize: '$sm',
  fontWeight: '$bold',
});

export const label: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  color: '$muted',
  fontSize: '$sm',
  fontWeight: '$medium',
});

export const amountRow: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: '$2',
});

export const amount: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  fontSize: '$xxl',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
  // A long amount is set smaller rather than broken over two lines on a phone.
  '&[data-long]': { fontSize: '$xl' },
  '@media (max-width: 360px)': { fontSize: '$xl', '&[data-long]': { fontSize: '$lg' } },
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
  border: '1px solid $border',
  // Dark modules on white in every theme: scanners need the contrast and the quiet zone.
  background: '#ffffff',
  '& svg': { display: 'block', width: '100%', height: 'auto' },
});

export const wallet: StyleRule = /* @__PURE__ */ css({ textDecoration: 'none', width: '100%' });

export const countdown: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$2',
  '& [role="timer"]': { fontWeight: '$bold', fontVariantNumeric: 'tabular-nums', fontSize: '$lg' },
  '&[data-expired="true"] [role="timer"]': { color: '$danger' },
});

export const instructions: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

export const receipt: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  paddingTop: '$4',
  borderTop: '1px solid $border',
  '& dl': { display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: '$2 $4', margin: 0 },
  '& dt': { color: '$muted', fontSize: '$sm' },
  '& dd': { margin: 0, fontSize: '$sm', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
  '@media (max-width: 360px)': { '& dl': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 }, '& dd': { marginBottom: '$2' } },
});

export const receiptTitle: StyleRule = /* @__PURE__ */ css({ fontWeight: '$bold' });

export const hash: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  justifyItems: 'start',
  '& code': { fontFamily: '$mono', fontSize: '$xs', overflowWrap: 'anywhere', wordBreak: 'break-all' },
});

export const testMode: StyleRule = /* @__PURE__ */ css({
  justifySelf: 'start',
  padding: '2px $2',
  border: '1px solid $warning',
  borderRadius: '$pill',
  background: '$warningSurface',
  color: '$warning',
  fontSize: '$xs',
  fontWeight: '$bold',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const skeletonStack: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3' });
export const skeletonTitle: StyleRule = /* @__PURE__ */ css({ height: '2rem', width: '60%' });
export const skeletonQr: StyleRule = /* @__PURE__ */ css({ height: '200px', width: '200px', maxWidth: '100%', justifySelf: 'center' });
export const skeletonLine: StyleRule = /* @__PURE__ */ css({ height: '3.5rem' });
