/** The account-details card's styles; every one is in the generated paykit/styles.css. */
import { cardFrame } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

// A container: the fields lay out by the card's own width, wherever it is embedded.
export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', .../* @__PURE__ */ cardFrame('$narrow'), containerType: 'inline-size' });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

export const status: StyleRule = /* @__PURE__ */ css({
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
  '&[data-tone="danger"]': { color: '$danger', fontWeight: '$semibold' },
});

/**
 * The fields, rows between hairline dividers on the card itself (no frame of their own: a card
 * never holds a card): each label above its value in a narrow card and beside it in a wide one
 * (from 24rem, the card's own width), every row alike; every copy button at the end of its
 * value's line, so they stand in one column.
 */
export const details: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  margin: 0,
  '& > div': { display: 'grid', alignItems: 'center', gap: '$1 $4', padding: '$2 0', minWidth: 0 },
  '& > div + div': { borderTop: '1px solid $divider' },
  '& dt': { color: '$muted', fontSize: '$sm', fontWeight: '$medium' },
  '& dd': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: '$2 $3', margin: 0, minWidth: 0 },
  // The copy glyph, not its 44 px hit area, sits on the card's end edge (as the quiet Back's label).
  '& dd button': { marginInlineEnd: '-$3' },
  '@container (min-width: 24rem)': {
    '& > div': { gridTemplateColumns: '9rem minmax(0, 1fr)' },
    // The address's label on its first line, not centred on the address and its warning.
    '& > div:last-child > dt': { alignSelf: 'start', paddingTop: '$2' },
  },
});

/** A value: a name wraps between words, never inside one; a BSB or account number (`dir="ltr"`) stays whole on one line. */
export const value: StyleRule = /* @__PURE__ */ css({
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$tight',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  '&[dir="ltr"]': { whiteSpace: 'nowrap' },
});

/** The Solana address: a long identifier, the one value that may break anywhere. */
export const address: StyleRule = /* @__PURE__ */ css({
  padding: '$2 $3',
  borderRadius: '$md',
  background: '$surfaceAlt',
  color: '$muted',
  fontFamily: '$mono',
  fontSize: '$sm',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& [data-address-groups]': { userSelect: 'all' },
  '& [data-group]': { marginInlineEnd: '0.6ch' },
  '& [data-group]:last-of-type': { marginInlineEnd: 0 },
  '& strong': { color: '$text', fontWeight: '$bold' },
});

/** A line under a value and its copy button (the Solana warning). */
export const note: StyleRule = /* @__PURE__ */ css({ gridColumn: '1 / -1', color: '$muted', fontSize: '$sm' });
