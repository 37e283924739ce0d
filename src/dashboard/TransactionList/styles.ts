/** TransactionList's styles: the kit's card, buttons and controls, the lists' shared table, and what is its own. */
import { cardFrame } from '../../react/styles/base';
import { cardLabels } from '../card-parts';
import { css, keyframes, type StyleRule } from '../../react/styles/stitches';
import { listCard } from '../list-table';

export { cardTitle as heading, liveMessage as message } from '../card-parts';
import { listTable } from '../list-table';

/**
 * The lists' table, and on a narrow card each row as a block without column names (the pill and
 * the date say what they are): the amount over its description, then the status and the date.
 */
export const table: StyleRule = /* @__PURE__ */ css({
  // The description's column takes the width; the status sits by the date.
  '& thead th:first-child': { width: '100%' },
  // The row is one target: the amount's button covers it, and the row shows hover and focus.
  '& tbody tr:not([data-skeleton])': {
    position: 'relative',
    '&:hover, &:focus-within': { background: '$surfaceAlt' },
    '& > td:last-child::after': { content: '"›"', marginInlineStart: '$3', color: '$muted', fontSize: '$md' },
  },
  '& [data-row-button]::after': { content: '""', position: 'absolute', inset: 0 },
  '@container (max-width: 39.99rem)': {
    '& tbody tr:not([data-skeleton])': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: '$1 $3' },
    '& tbody tr > th': { gridColumn: '1 / -1' },
    '& tbody tr > td:last-child': { justifySelf: 'end', textAlign: 'end' },
    '& tbody td[data-label]::before': { display: 'none' },
  },
});
export { listTable };

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', ...cardFrame('$wide'), ...listCard, ...cardLabels });

/** Narrow card (a phone): the fields fold behind the "Filters" button; wide: they are always shown and the button and chips are not. */
const NARROW = '@container (max-width: 39.99rem)';
const WIDE = '@container (min-width: 40rem)';
/** Read out, not drawn (as base's visuallyHidden). */
const unseen = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' } as const;

/**
 * The filters: "Filters" with the bar's end (Download CSV) on its line, the chips and the fields
 * under them; on a wide card the fields and the end on one line.
 */
export const filterBar: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  justifyItems: 'start',
  gap: '$3',
  // The button and the chips are the bar's own items: the chips get a line of their own.
  '& [data-part="summary"]': { display: 'contents' },
  '& > [data-part="export"]': { gridRow: 1, gridColumn: 2 },
  '& > [role="status"], & [data-part="chips"]': { gridColumn: '1 / -1' },
  '& > [role="status"]:empty': { position: 'absolute' },
  '& fieldset': { justifySelf: 'stretch' },
  '& [data-part="chips"]': { margin: 0, padding: 0, listStyle: 'none' },
  '& [data-part="count"]': {
    minWidth: '1.5em',
    padding: '0 $1',
    borderRadius: '$pill',
    background: '$accent',
    color: '$accentText',
    fontSize: '$xs',
    lineHeight: 1.5,
    textAlign: 'center',
  },
  [NARROW]: { '& fieldset': { gridColumn: '1 / -1' } },
  [WIDE]: { '& [data-part="summary"]': { display: 'none' }, '& fieldset': { gridRow: 1 } },
});

/**
 * The fields as small controls side by side, the two days of the range always a pair. On a
 * wide card one row named by their choices ("Any status"), the labels read, not drawn; the link
 * id only once one is set.
 */
export const fieldset: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  alignItems: 'end',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& div:not([data-part])': { display: 'grid', gap: '$1', minWidth: 0 },
  '& [data-part="range"]': { gridColumn: 'span 2', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3', alignItems: 'end' },
  // A date input's own minimum would push it past the card's edge.
  '& input, & select': { minWidth: 0, width: '100%' },
  [NARROW]: { '&[data-open="false"]': { display: 'none' } },
  [WIDE]: {
    '& label': unseen,
    '& [data-part="link"]:not([data-set])': { display: 'none' },
  },
});

/** An applied filter on a phone: a small button tinted neutral, rounded as a pill, whose × removes it. */
export const chip: StyleRule = /* @__PURE__ */ css({
  borderRadius: '$pill',
  '&[data-variant]': { background: '$surfaceAlt', borderColor: 'transparent', color: '$text' },
});

/** A row's head: the amount (the button that opens it) over its description, quiet. */
export const lead: StyleRule = /* @__PURE__ */ css({
  '& [data-field="description"]': { display: 'block', color: '$muted', fontWeight: '$regular', whiteSpace: 'normal' },
});

/** The amount: a quiet button whose text lines up with the column's edge, not with its padding. */
export const rowButton: StyleRule = /* @__PURE__ */ css({
  marginInline: '-$3',
  justifyContent: 'flex-start',
  // The figure is read, not a link: the text colour, over the quiet button's accent.
  '&[data-variant]': { color: '$text' },
  fontWeight: '$semibold',
  fontVariantNumeric: 'tabular-nums',
});

/** With base's skeleton: a placeholder cell as tall as a row's button. */
export const skeletonCell: StyleRule = /* @__PURE__ */ css({ height: '$controlSmall', width: '80%' });

/** The page size's select, as wide as its numbers beside its label; not on a phone, where the pager keeps one line. */
export const pageSize: StyleRule = /* @__PURE__ */ css({ '& select': { width: 'auto' }, [NARROW]: { display: 'none' } });

const SHEET_WIDE = '@media (min-width: 640px)';
/** A phone's sheet slides up; beside the list the panel simply appears (a slide would come from the wrong side right to left). */
const SHEET_MOTION = '@media (max-width: 639.98px) and (prefers-reduced-motion: no-preference)';
const slideUp = /* @__PURE__ */ keyframes({ from: { transform: 'translateY(100%)' } });

/**
 * The details' dialog: the whole viewport, dimmed (a press there closes it). ::backdrop stays
 * clear: it inherits no custom properties in older browsers, so the theme could not reach it.
 */
export const sheet: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: '$overlay',
  color: 'inherit',
  '&::backdrop': { background: 'transparent' },
});

/**
 * The details' one surface: a full-screen sheet on a phone (sliding up), a full-height panel
 * along the inline-end edge from 640 px, beside the list it came from. The × at its
 * top inline-end corner, on the heading's line.
 */
export const sheetPanel: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: '100%',
  overflowY: 'auto',
  padding: '$4',
  background: '$surface',
  color: '$text',
  fontFamily: '$body',
  '& > [data-part="close"]': { position: 'absolute', top: '$3', insetInlineEnd: '$3', zIndex: 1, '&[data-variant]': { color: '$muted' } },
  // The heading's line leaves the × its corner.
  '& [data-details-heading]': { paddingInlineEnd: '$7', minHeight: '$sizes$control', display: 'flex', alignItems: 'center' },
  [SHEET_MOTION]: { animation: `${slideUp.name} 240ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
  [SHEET_WIDE]: {
    width: 'min(32rem, 100%)',
    padding: '$5',
    borderInlineStart: '1px solid $divider',
    boxShadow: '0 0 64px rgba(0, 0, 0, 0.24)',
  },
});
