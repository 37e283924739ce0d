/** The verification status's styles; every one is in the generated paykit/styles.css. */
import { cardFrame, focusRing } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

/** Text that names something for assistive technology only (as the visuallyHidden primitive). */
const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

export const root: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  .../* @__PURE__ */ cardFrame('560px'),
  // The moment's mark pads its disc around the glyph: the card's border-box for all must not shrink it
  // (which wins between two one-class rules depends on the order they reach the page).
  '& > [data-status-icon]': { boxSizing: 'content-box' },
  // The wait and approval are moments: the mark, the one heading and a muted line, centred.
  '&[data-state="approved"], &[data-state="in_review"], &[data-state="pending"]': {
    justifyItems: 'center',
    textAlign: 'center',
    '& > [role="status"]': { justifyItems: 'center', padding: 0, background: 'none' },
    '& [data-part="lines"]': { maxWidth: '36ch' },
  },
});

/** The view's one heading: the state's title ("We’re reviewing your details"). */
export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, color: '$text', fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });

/**
 * The heading and what it says under it. Lines are muted on the card; only a rejection or a
 * failure tints them as a panel in its tone (under the heading, never holding a second title).
 */
export const status: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  '& [data-part="lines"]': { display: 'grid', gap: '$1', color: '$muted' },
  // A rejection: its reason is the muted lead, what to do next plain text; no tinted panel for a whole explanation.
  '[data-state="rejected"] > & [data-part="lines"] > p + p': { color: '$text' },
});

/** The wait's clock: approval's disc in the neutral tone. Attribute and class, so it outranks the mark's tint. */
export const reviewMark: StyleRule = /* @__PURE__ */ css({ '&[data-tone="neutral"]': { color: '$muted', background: '$surfaceAlt' } });

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** Something the reader must know (the connection lost, a form the platform left out): the warning tone at the body's weight. */
export const warning: StyleRule = /* @__PURE__ */ css({ color: '$warning', fontSize: '$sm' });

export const tasks: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'pk-task',
});

export const task: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  minWidth: 0,
  // Rows between dividers, not boxes inside the card.
  paddingTop: '$4',
  borderTop: '1px solid $divider',
  // One action at its content's width, not stretched across the row.
  '& > button, & > a': { justifySelf: 'start' },
  // Kept for assistive technology, not drawn: the uploader's label repeats the task's title (it still
  // names the file input); the owners' own heading and help repeat the view's (the owners alone).
  '& [data-part="document-slot"] > p:first-child, &:not(li) [data-field="beneficial_owners"] > :first-child': visuallyHiddenRules,
  '&:not(li)': { paddingTop: 0, borderTop: 0 },
});

/** A task's title and its pill on one line (from 360 px): the title wraps beside the pill, the pill keeps its width. */
export const taskHeader: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2',
  '& > :first-child': { minWidth: 0, margin: 0, fontSize: '$md', fontWeight: '$semibold' },
  '& > * + *': { flex: 'none' },
  // On the narrowest phones a title beside its pill would take three lines: there the pill goes under it.
  '@media (max-width: 359px)': { flexWrap: 'wrap' },
});

export const actions: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  // A quiet button first in the row (support, alone) keeps its words on the text's left edge.
  '& > [data-variant="quiet"]:first-child': { marginInlineStart: '-$4' },
});

export const error: StyleRule = /* @__PURE__ */ css({
  color: '$danger',
  fontWeight: 600,
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
});

/** The support contact inside a sentence: a plain underlined link (among actions it is a quiet button). */
export const link: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  color: '$text',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
