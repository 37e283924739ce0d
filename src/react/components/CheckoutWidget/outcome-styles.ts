/** The styles of the checkout's outcomes: the status panel and the receipt; every one is in the generated paykit/styles.css. */
import { tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const status: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  // One line for the usual sentence: the panel says where things stand, the amount is the headline.
  paddingBlock: '$2',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '$2',
  rowGap: '$2',
  alignItems: 'start',
  '& > [data-status-icon]': { marginTop: '0.15em' },
  '& > button': { gridColumn: 2, justifySelf: 'start' },
});

export const statusBody: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$1' });

export const statusText: StyleRule = /* @__PURE__ */ css({ fontWeight: '$semibold', lineHeight: '$tight' });

export const reconnecting: StyleRule = /* @__PURE__ */ css({
  color: '$warning',
  fontSize: '$sm',
  fontWeight: '$bold',
});

export const receipt: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  paddingTop: '$4',
  borderTop: '1px solid $divider',
  // Label above value in a narrow card, side by side in a wide one.
  '& dl': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0 $4', margin: 0 },
  '& dt': { color: '$muted', fontSize: '$sm' },
  // Identifiers (hash, reference, id) may break anywhere; the amount and time (data-short) never.
  '& dd': { margin: '0 0 $2', fontSize: '$sm', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  '& dd[data-short]': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
  '@container (min-width: 24rem)': { '& dl': { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: '$2' }, '& dd': { marginBottom: 0 } },
});

export const receiptTitle: StyleRule = /* @__PURE__ */ css({ fontWeight: '$bold' });

export const hash: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  justifyItems: 'start',
  '& code': { fontFamily: '$mono', fontSize: '$xs', overflowWrap: 'anywhere', wordBreak: 'break-all' },
});
