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

/** The amount as the hero, its pill beside it, the date muted under both. */
export const hero: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1 $3',
  '& > p': { margin: 0 },
  '& > [data-field="created-at"]': { flexBasis: '100%', color: '$muted', fontSize: '$sm' },
});

/** $xl, not the payer's $xxl: a panel's hero, whose code may go under a long amount on a phone. */
export const amount: StyleRule = /* @__PURE__ */ css({
  fontSize: '$xl',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  fontVariantNumeric: 'tabular-nums',
});

/** A value and its copy button (and the hash's explorer link) on one line; the link wraps under it first. */
export const copyable: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$1',
  // Its 44 px target reaches into the gaps between rows, so a row with a copy button is no taller than one without.
  '& > [data-shape="icon"]': { marginBlock: '-10px' },
});

/** Label above value on a narrow card, side by side on a wide one; dates on one line. */
export const fields: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$4',
  margin: 0,
  '& > div': { display: 'grid', gap: '$1', minWidth: 0, alignItems: 'center' },
  '& dt': { color: '$muted', fontSize: '$sm', fontWeight: '$medium' },
  '& dd': { margin: 0, minWidth: 0 },
  '& time': { whiteSpace: 'nowrap' },
  '& [data-muted]': { color: '$muted' },
  '@container (min-width: 28rem)': { '& > div': { gridTemplateColumns: '10rem minmax(0, 1fr)', gap: '$3' } },
});

/** Identifiers, one style for all (link, transaction, hash): muted, mono, small; the only values that may break anywhere. */
export const mono: StyleRule = /* @__PURE__ */ css({ minWidth: 0, color: '$muted', fontFamily: '$mono', fontSize: '$sm', overflowWrap: 'anywhere' });

/** The payment link's page, and the explorer: links in the text's flow, at the text's weight (the hero is the panel's one bold line). */
export const link: StyleRule = /* @__PURE__ */ css({ ...inlineLink, fontWeight: '$regular', '& > span': { color: 'inherit' } });

/** The link's name over its id. */
export const linkName: StyleRule = /* @__PURE__ */ css({ display: 'grid', justifyItems: 'start' });

/** A quiet button whose words start on the column's edge, as a value there does, at the text's weight. */
export const flush: StyleRule = /* @__PURE__ */ css({ '&[data-variant]': { paddingInline: 0, fontWeight: '$regular' } });
