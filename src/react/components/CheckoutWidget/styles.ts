/** The checkout widget's styles; every one is in the generated paykit/styles.css. */
import { cardFrame } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

/** Wide enough for the amount beside its copy button at full size (the card's own width, not the screen's). */
const WIDE = '@container (min-width: 21rem)';

export const root: StyleRule = /* @__PURE__ */ css({
  .../* @__PURE__ */ cardFrame('440px'),
  // The parts lay out by the card's width, wherever a merchant puts it.
  containerType: 'inline-size',
});

export const label: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  color: '$muted',
  fontSize: '$sm',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  marginBottom: '$1',
});

export const amountRow: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  // A long amount on a narrow card keeps its one line: the copy button moves under it instead.
  // The words take what the button leaves (basis 0) but never less than the amount itself (a
  // flex item's automatic minimum), so only an amount too wide for the line moves the button.
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: '$2',
  '& > p': { flex: '1 1 0' },
});

export const amount: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  fontSize: '$xl',
  fontWeight: '$bold',
  lineHeight: '$tight',
  // An amount is one unbroken value: set smaller when long, never wrapped.
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '&[data-long]': { fontSize: '$lg' },
  [WIDE]: { fontSize: '$xxl', '&[data-long]': { fontSize: '$xl' } },
});

export const detail: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$muted', fontSize: '$sm' });

export const address: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  padding: '$2 $3',
  borderRadius: '$md',
  background: '$surfaceAlt',
  color: '$muted',
  fontFamily: '$mono',
  fontSize: '$md',
  lineHeight: 1.6,
  // Lines of even length: no last group left alone on its own line.
  textWrap: 'balance',
  // One click selects the whole address; the gaps between groups are margins, not spaces,
  // so a copied selection is the address exactly.
  '& [data-address-groups]': { userSelect: 'all' },
  '& [data-group]': { marginInlineEnd: '0.6ch' },
  '& [data-group]:last-of-type': { marginInlineEnd: 0 },
  '& strong': { color: '$text', fontWeight: 800 },
});

export const addressSection: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2' });

/** The address and its copy button side by side: the button at the address's first line. */
export const addressRow: StyleRule = /* @__PURE__ */ css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '$2', alignItems: 'start' });

export const qr: StyleRule = /* @__PURE__ */ css({
  justifySelf: 'center',
  width: '100%',
  // Small enough that amount, address and code share a phone's first screen; still a few pixels a module.
  maxWidth: '176px',
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
  '& > span:first-child': { marginBottom: 0 },
  '& [role="timer"]': { fontWeight: '$bold', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '&[data-expired="true"] [role="timer"]': { color: '$danger' },
});

export const instructions: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

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
