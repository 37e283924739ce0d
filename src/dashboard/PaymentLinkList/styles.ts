/** The payment-link components' styles (list, actions, QR); built from the kit's tokens. */
import { cardFrame, focusRing, inlineLink, tonedPanel } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

// One column no wider than the card: the table's width must not widen it (it scrolls instead).
export const root: StyleRule = /* @__PURE__ */ css({ ...cardFrame('960px'), gridTemplateColumns: 'minmax(0, 1fr)' });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const toolbar: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '$3' });

export const filter: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$1',
  fontWeight: 600,
  '& select': {
    ...focusRing,
    minHeight: '44px',
    padding: '$1 $2',
    border: '2px solid $border',
    borderRadius: '$md',
    background: '$surface',
    color: '$text',
    fontFamily: '$body',
    fontSize: '$md',
  },
});

export const notice: StyleRule = /* @__PURE__ */ css({ ...tonedPanel, display: 'flex', gap: '$2', alignItems: 'flex-start', flexWrap: 'wrap' });

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/**
 * Why a closed link offers no buttons. Its cell spans the whole table, which on a narrow screen is
 * wider than what shows (the table scrolls): as narrow as the description, it wraps in view.
 */
export const closedNote: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm', margin: 0, maxWidth: '26ch' });

// Narrow screens scroll the table sideways rather than squeezing amounts onto several lines.
export const scroller: StyleRule = /* @__PURE__ */ css({ ...focusRing, overflowX: 'auto', minWidth: 0, maxWidth: '100%' });

export const table: StyleRule = /* @__PURE__ */ css({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'start', fontWeight: 600, paddingBottom: '$2' },
  '& th, & td': { padding: '$2', borderBottom: '1px solid $border', textAlign: 'start', verticalAlign: 'top' },
  '& thead th': { color: '$muted', fontSize: '$sm', fontWeight: 600 },
  '& tbody th': { fontWeight: 700 },
  // A link's figures and its buttons' row read as one entry.
  '& tbody tr:has(+ [data-part="actions-row"]) > *': { borderBottom: 0 },
  '&[aria-busy="true"]': { opacity: 0.6 },
});

export const status: StyleRule = /* @__PURE__ */ css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontWeight: 600,
  '&[data-status="active"]': { color: '$info' },
  '&[data-status="paid"]': { color: '$success' },
  '&[data-status="expired"], &[data-status="deactivated"]': { color: '$muted' },
});

/** A link's amount: on one line, however narrow the screen. */
export const amount: StyleRule = /* @__PURE__ */ css({ display: 'block', whiteSpace: 'nowrap' });

/**
 * A link's description under its amount: wrapped between words, at most two lines and about 32
 * characters wide so a long one neither widens the table nor makes a row tall. `anywhere` (not
 * `break-word`) keeps a long word from setting the column's narrowest width: the column stays
 * as narrow as the amount on a 320 px screen, and only a word wider than that is broken.
 */
export const description: StyleRule = /* @__PURE__ */ css({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '32ch',
  marginBlockStart: '$1',
  fontWeight: 400,
  fontSize: '$sm',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'center' });

export const link: StyleRule = /* @__PURE__ */ css({ ...inlineLink });

export const qr: StyleRule = /* @__PURE__ */ css({
  width: '100%',
  maxWidth: '200px',
  margin: 0,
  padding: '$2',
  borderRadius: '$md',
  border: '1px solid $border',
  // Dark modules on white in every theme: scanners need the contrast and the quiet zone.
  background: '#ffffff',
  '& svg': { display: 'block', width: '100%', height: 'auto' },
});

export const url: StyleRule = /* @__PURE__ */ css({ overflowWrap: 'anywhere', fontFamily: '$mono', fontSize: '$sm' });

export const pager: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$3' });

/** A link's buttons, in the row under its figures: side by side, wrapping on a narrow screen. */
export const actionsCell: StyleRule = /* @__PURE__ */ css({
  '&&': { paddingTop: 0 },
  '& > * + *': { marginBlockStart: '$2' },
});
