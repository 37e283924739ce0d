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

export const root: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  ...cardFrame('$wide'),
  ...listCard,
  ...cardLabels,
  // What the export did: on a line of its own under the title's (a flex item; elsewhere it has no effect).
  '& [role="status"]': { flexBasis: '100%' },
});

/** Narrow card (a phone): the fields fold behind the "Filters" button; wide: they are always shown and the button and chips are not. */
const NARROW = '@container (max-width: 39.99rem)';
const WIDE = '@container (min-width: 40rem)';
/** Read out, not drawn (as base's visuallyHidden). */
const unseen = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' } as const;

/**
 * The filters: on a phone "Filters" over the chips and the fields it opens; on a wide card the
 * fields in one row, and under them the one filter they do not show, a link id, as its chip.
 */
export const filterBar: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  justifyItems: 'start',
  gap: '$3',
  // The button and the chips are the bar's own items: the chips get a line of their own.
  '& [data-part="summary"]': { display: 'contents' },
  '& fieldset': { justifySelf: 'stretch' },
  '& [data-part="chips"]': { margin: 0, padding: 0, listStyle: 'none', gap: '$2' },
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
  [WIDE]: {
    '& [data-part="summary"] > button, & [data-part="chips"] > :not([data-link]), & [data-part="chips"]:not(:has([data-link]))': { display: 'none' },
    '& [data-part="chips"]': { order: 1 },
  },
});

/**
 * The fields as small controls side by side. On a wide card one row named by their choices
 * ("Any status"), the labels read, not drawn, each 10rem, "Clear filters" at the
 * row's end on its centre line; a phone's sheet puts the link id on a line of its own and "Clear
 * filters" on the content's edge.
 */
export const fieldset: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  // Side by side while "Any currency" or a whole date fits each, else one under the other (never clipped).
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& div:not([data-part])': { display: 'grid', gap: '$1', minWidth: 0 },
  '& [data-part="link"]': { gridColumn: '1 / -1' },
  // The two days are cells of the same grid (or row).
  '& [data-part="range"]': { display: 'contents' },
  // A control's own minimum would push it past the card's edge.
  '& input, & select': { minWidth: 0, width: '100%' },
  '& [data-part="actions"]': { justifySelf: 'start' },
  [NARROW]: { '&[data-open="false"]': { display: 'none' }, '& [data-part="actions"]': { marginInlineStart: '-$4' } },
  [WIDE]: {
    display: 'flex',
    alignItems: 'center',
    '& label': unseen,
    // Set by a link's page (defaultFilters), a link id is the chip under the row.
    '& [data-part="link"]': { display: 'none' },
    '& div:not([data-part])': { width: '10rem' },
  },
});

/** An applied filter: a small button tinted neutral, rounded as a pill, in regular weight, whose × removes it. */
export const chip: StyleRule = /* @__PURE__ */ css({
  borderRadius: '$pill',
  '&[data-variant]': { background: '$surfaceAlt', borderColor: 'transparent', color: '$text', fontWeight: '$regular' },
});

/**
 * A row's head: the amount (the button that opens it, as large as the links' amounts, framed
 * by nothing so the row's height is its text's) over its description, quiet.
 */
export const lead: StyleRule = /* @__PURE__ */ css({
  '& [data-field="description"]': { display: 'block', color: '$muted', fontWeight: '$regular', whiteSpace: 'normal' },
  // The amount at the links' size ($md), the button's frame taken away: the row is its target.
  '& button[data-row-button]': { minHeight: 0, padding: 0, fontSize: '$md', fontVariantNumeric: 'tabular-nums', color: '$text' },
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
