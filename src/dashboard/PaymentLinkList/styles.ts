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
 * then the date, quiet, with the actions at the end.
 */
const narrowRows: StyleRule = /* @__PURE__ */ css({
  '& thead th:first-child': { width: '100%' },
  '& td[data-part="actions"] > div': { flexWrap: 'nowrap', justifyContent: 'flex-end' },
  '@container (max-width: 39.99rem)': {
    // The pill takes at most 45 % of the row and wraps between its words past that: a long status
    // (Arabic's "منتهي الصلاحية", 128 px) must not leave the description a column too narrow for a word.
    '& tbody tr[data-link-id]': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) fit-content(45%)', alignItems: 'center', gap: '$1 $3' },
    '& tbody td:nth-child(2) > [data-status]': { whiteSpace: 'normal' },
    '& tbody td[data-label]::before': { display: 'none' },
    '& tbody td:nth-child(3)': { gridArea: '2 / 1', color: '$muted' },
    // The actions share the date's line, over both columns, so they never narrow the description's.
    '& tbody td[data-part="actions"]': { gridArea: '2 / 1 / 3 / 3', justifySelf: 'end' },
    '& tbody td:nth-child(2)': { justifySelf: 'end' },
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
