/** The payment-link components' styles (list, actions, QR): the kit's card and buttons, the lists' shared table, and what is their own. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { cardLabels } from '../card-parts';
import { css, type StyleRule } from '../../react/styles/stitches';
import { listCard } from '../list-table';

export { cardTitle as heading } from '../card-parts';
import { listTable } from '../list-table';

/**
 * The lists' table, its description column taking the width; on a narrow card each link two
 * lines as the transactions' rows: the amount over its description with the pill at the end,
 * then the date, quiet, with the actions at the end, or on a line of their own under it when
 * both do not fit (Arabic's date and "Copy link" at 320 px: laid over both columns of one grid
 * line, the actions were drawn over the date).
 */
const narrowRows: StyleRule = /* @__PURE__ */ css({
  '& thead th:first-child': { width: '100%' },
  '& td[data-part="actions"] > div': { flexWrap: 'nowrap', justifyContent: 'flex-end' },
  '@container (max-width: 39.99rem)': {
    // The table's narrow rows wrap (list-table.ts); here each line is centred, and its items space
    // themselves: the pill $3 from the description, the date at least $2 from the actions (the
    // quiet button's own padding adds to it), so English's longest date keeps one line at 375 px.
    '& tbody tr[data-link-id]': { alignItems: 'center', gap: 0 },
    // The break after the first line: an item as wide as the row and no height, ordered between the lines.
    '& tbody tr[data-link-id]::after': { content: '""', flexBasis: '100%', order: 1 },
    '& tbody tr[data-link-id] > th': { flex: '1 1 0', minWidth: 0 },
    // The pill takes at most 45 % of the row and wraps past it: a long status (Arabic's
    // "منتهي الصلاحية", 128 px) must not leave the description a column too narrow for a word.
    // A one-word status longer than that keeps its word whole (a min-width outweighs a max-width).
    '& tbody td:nth-child(2)': { maxWidth: '45%', minWidth: 'min-content', marginInlineStart: '$3' },
    '& tbody td:nth-child(2) > [data-status]': { whiteSpace: 'normal' },
    '& tbody td[data-label]::before': { display: 'none' },
    '& tbody td:nth-child(3)': { order: 2, marginBlockStart: '$1', marginInlineEnd: '$2', color: '$muted' },
    // At the line's end, after the date while it fits, and never narrowing the description's line.
    '& tbody td[data-part="actions"]': { order: 2, marginBlockStart: '$1', marginInlineStart: 'auto' },
  },
});
export { listTable, narrowRows };

export const root: StyleRule = /* @__PURE__ */ css({ ...cardFrame('$wide'), ...listCard, ...cardLabels });

/**
 * The status filter as segmented tabs: one tinted track, the chosen segment raised on the
 * surface. Native radios underneath, out of sight: a label is the segment, its radio the focus.
 */
export const tabs: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  // Five segments (Deactivated shown while it is the filter) wrap on a phone rather than widen the card.
  flexWrap: 'wrap',
  padding: '2px',
  borderRadius: '$md',
  background: '$surfaceAlt',
  fontSize: '$sm',
  '& label': {
    // A control's height, as a small button's.
    minHeight: '$controlSmall',
    padding: '$2 $3',
    borderRadius: '$sm',
    color: '$muted',
    '&:has(:checked)': { background: '$surface', color: '$text', boxShadow: '0 1px 2px rgba(0, 0, 0, 0.12)' },
    '&:has(:focus-visible)': { outline: '2px solid $focus' },
  },
  '& input': { position: 'absolute', opacity: 0 },
});

export const notice: StyleRule = /* @__PURE__ */ css({ ...tonedPanel, display: 'flex', gap: '$2', alignItems: 'flex-start', flexWrap: 'wrap' });

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
