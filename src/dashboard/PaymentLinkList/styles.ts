/** The payment-link components' styles (list, actions, QR): the kit's card and buttons, the lists' shared table, and what is their own. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { cardLabels } from '../card-parts';
import { css, type StyleRule } from '../../react/styles/stitches';
import { listCard } from '../list-table';

export { cardTitle as heading } from '../card-parts';
import { listTable } from '../list-table';

/**
 * The lists' table; on a narrow card each link a block: the amount over its description, its
 * status (a pill, no column name needed) and when it was created, then its actions.
 */
const narrowRows: StyleRule = /* @__PURE__ */ css({
  '@container (max-width: 44rem)': {
    // The lists' wrapping rows (list-table.ts): the amount and description, then the pill and the date side by side while they fit, then the actions.
    '& tbody tr[data-link-id] > td[data-part="actions"]': { flexBasis: '100%' },
    // The pill says what it is; the date keeps its "Created", which a paid link's own date would otherwise blur.
    '& tbody td:nth-child(2)[data-label]::before': { display: 'none' },
  },
});
export { listTable, narrowRows };

export const root: StyleRule = /* @__PURE__ */ css({ ...cardFrame('$wide'), ...listCard, ...cardLabels });

/** The status filter: its label over a select as wide as its words. */
export const filter: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$1', gridTemplateColumns: 'minmax(0, 14rem)' });

export const notice: StyleRule = /* @__PURE__ */ css({ ...tonedPanel, display: 'flex', gap: '$2', alignItems: 'flex-start', flexWrap: 'wrap' });

/** A paid link: its pill, then when, quiet; the pair wraps whole, never inside the date. */
export const paid: StyleRule = /* @__PURE__ */ css({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1 $2',
  '& time': { color: '$muted', fontSize: '$sm', whiteSpace: 'nowrap' },
});

export { statusPill } from '../../react/styles/pill';

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** A link's amount: the row's name, on one line however narrow the card. */
export const amount: StyleRule = /* @__PURE__ */ css({ display: 'block', fontSize: '$md', fontWeight: '$semibold' });

/**
 * A link's description under its amount: wrapped between words, at most two lines and about 32
 * characters wide, so a long one neither widens the table nor makes a row tall (the whole text
 * is in its title and read out). Only a word wider than the line is broken.
 */
export const description: StyleRule = /* @__PURE__ */ css({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '32ch',
  fontWeight: '$regular',
  color: '$muted',
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
});

export const qr: StyleRule = /* @__PURE__ */ css({
  width: '100%',
  maxWidth: '200px',
  margin: 0,
  padding: '$2',
  borderRadius: '$md',
  border: '1px solid $divider',
  // Dark modules on white in every theme: scanners need the contrast and the quiet zone.
  background: '#ffffff',
  '& svg': { display: 'block', width: '100%', height: 'auto' },
});

export const url: StyleRule = /* @__PURE__ */ css({ overflowWrap: 'anywhere', whiteSpace: 'normal', fontFamily: '$mono', fontSize: '$sm' });

/** A link's actions: where its overflow menu opens from. */
export const actions: StyleRule = /* @__PURE__ */ css({ position: 'relative' });

/**
 * A row's overflow menu, under its actions: flush with their end edge in a wide table (the end
 * column), with their start edge in a stacked row, so it never leaves the card.
 */
export const menuList: StyleRule = /* @__PURE__ */ css({
  position: 'absolute',
  zIndex: 1,
  insetInlineEnd: 0,
  top: '100%',
  display: 'grid',
  minWidth: '12rem',
  marginTop: '$1',
  padding: '$1',
  border: '1px solid $divider',
  borderRadius: '$md',
  background: '$surface',
  boxShadow: '$card',
  '&[hidden]': { display: 'none' },
  '& > *': { justifyContent: 'flex-start' },
  '@container (max-width: 44rem)': { insetInlineEnd: 'auto', insetInlineStart: 0 },
});
