/** TransactionDetails' styles (the status pill is the kit's, in pill.ts). */
export { statusPill } from '../../react/styles/pill';
import { cardFrame, inlineLink } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

export { cardTitle as heading, liveMessage as message } from '../card-parts';

export { copyTip } from '../CopyIconButton';

export const root: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  ...cardFrame('$form'),
  containerType: 'inline-size',
  // Inside a surface of its own (TransactionList's dialog): its content only, never a card in a card.
  '&[data-flat]': { maxWidth: 'none', padding: 0, border: 0, borderRadius: 0, boxShadow: 'none', background: 'transparent' },
});

/** The hash's well, its copy button inside at the end (as the checkout's address); the value wraps before the button leaves it. */
export const copyable: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  paddingInlineStart: '$3',
  borderRadius: '$md',
  background: '$surfaceAlt',
  '& > :first-child': { flex: '1 1 auto', minWidth: 0 },
});

/** Label above value on a narrow card, side by side on a wide one; dates and amounts on one line. */
export const fields: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  margin: 0,
  '& > div': { display: 'grid', gap: '$1', minWidth: 0 },
  '& dt': { color: '$muted', fontSize: '$sm', fontWeight: '$medium' },
  '& dd': { margin: 0, minWidth: 0 },
  '& time, & [data-field="amount"]': { whiteSpace: 'nowrap' },
  '@container (min-width: 28rem)': { '& > div': { gridTemplateColumns: '10rem minmax(0, 1fr)', gap: '$3', alignItems: 'baseline' } },
});

export const amount: StyleRule = /* @__PURE__ */ css({ fontSize: '$xl', fontWeight: '$bold', fontVariantNumeric: 'tabular-nums' });

/** Identifiers: the mono face, the only values that may break anywhere. */
export const mono: StyleRule = /* @__PURE__ */ css({ fontFamily: '$mono', overflowWrap: 'anywhere' });

export const hash: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  paddingBlock: '$3',
  fontFamily: '$mono',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& [data-group]': { marginInlineEnd: '0.6ch' },
  '& [data-group]:last-of-type': { marginInlineEnd: 0 },
  '& strong': { fontWeight: 800 },
});

/** The payment link's page: a link in the mono face. */
export const link: StyleRule = /* @__PURE__ */ css(inlineLink);
