/** The document uploader's styles; every one is in the generated paykit/styles.css. */
import { tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
  // The file row answers to the uploader's own width, wherever it is embedded.
  containerType: 'inline-size',
  boxSizing: 'border-box',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: 1.5,
  '& p': { margin: 0 },
  '& > legend': { padding: 0, marginBottom: '$2', fontWeight: 700, fontSize: '$lg' },
});

export const slot: StyleRule = /* @__PURE__ */ css({ position: 'relative', display: 'grid', gap: '$2', minWidth: 0 });

/** A document's name over its slot, in the form's label style: the step's headings stay the only bold level. */
export const label: StyleRule = /* @__PURE__ */ css({ fontSize: '$sm', fontWeight: '$medium' });

export const hint: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** The drop zone while empty (a dashed edge, for a mouse); a tinted row once it holds a file. */
export const zone: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  padding: '$4',
  border: '2px dashed $border',
  borderRadius: '$md',
  minWidth: 0,
  // The one file input is visually hidden; the label standing for it (Choose a file, Replace) shows its focus.
  '&:not([data-pointer]):has(> input:focus-visible) [data-part="choose"]': {
    outline: '2px solid $focus',
    outlineOffset: '2px',
    boxShadow: '0 0 0 6px $colors$focusHalo',
  },
  // A file taken: a tinted row, not a box inside the card.
  '&[data-file="true"]': { padding: '$3', border: 0, background: '$surfaceAlt', justifyItems: 'stretch' },
  // A touch screen drops nothing: no dashed box around one button, the button full width.
  '@media (hover: none), (pointer: coarse)': { '&:not([data-file])': { padding: 0, border: 0 }, '& label': { flex: '1 1 100%' } },
  '&[data-dragging="true"]': { borderColor: '$accent', borderStyle: 'solid', background: '$surfaceAlt' },
  '&[data-state="invalid"], &[data-state="failed"]': { borderColor: '$danger', borderStyle: 'solid' },
  '&[data-state="review"]': { borderColor: '$warning' },
  // Sending it failed: the row in the danger tint, its mark a cross (the sentence under the row says why).
  '&[data-file="true"][data-state="failed"]': { background: '$dangerSurface', '& [data-tone="danger"]': { color: '$danger' } },
});

export const pickers: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  ':not([data-pointer]) > & input:focus-visible + label': {
    outline: '2px solid $focus',
    outlineOffset: '2px',
    boxShadow: '0 0 0 6px $colors$focusHalo',
  },
  // "Take a photo" only where there is a camera to point: phones and tablets.
  '@media (hover: hover) and (pointer: fine)': { '& [data-camera]': { display: 'none' } },
});

/** "or drag and drop it here": only for a mouse; CSS decides, so the first paint (and a server's) is right. */
export const dropText: StyleRule = /* @__PURE__ */ css({
  color: '$muted',
  fontSize: '$sm',
  '@media (hover: none), (pointer: coarse)': { display: 'none' },
});

/**
 * The file's row: its thumbnail (or a page mark for a PDF), the name on one line shortened in
 * its middle, the size, then Replace and Remove, which go under it when the slot is narrow.
 */
export const file: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  minWidth: 0,
  '& > img, & > [data-part]': { flex: 'none', width: '40px', height: '40px', borderRadius: '$sm', objectFit: 'cover', background: '$surface' },
  '& > [data-part]': { display: 'grid', placeItems: 'center', color: '$muted', fontSize: '$xs', fontWeight: '$semibold' },
  // One column no wider than the row: a grid item's min-content would be the whole unbroken name.
  '& > p': { flex: '1 1 8rem', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0, lineHeight: '$tight' },
  // Relative: the whole name kept for screen readers is clipped with it, not placed past the row's edge.
  // Shortened in its middle by script to fit (useFittedName); clipped, never a second, CSS ellipsis.
  '& [data-part="name"]': { position: 'relative', overflow: 'hidden', whiteSpace: 'nowrap' },
  '& [data-part="size"]': { color: '$muted', fontSize: '$sm', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& > span:last-child': { marginInlineStart: 'auto' },
  // Narrower than 30rem, Replace and Remove go under the name (from the row's start, so they fit at 320 px), which keeps the row's width.
  '@container (max-width: 30rem)': { '& > p': { flexBasis: 'calc(100% - 52px)' }, '& > span:last-child': { marginInlineStart: 0 } },
});

export const progressRow: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$1',
  width: '100%',
  '& progress': { width: '100%', height: '12px', accentColor: '$colors$accent' },
});

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', gap: '$2' });

/** A warning about the picture (small or blurry): the warning tone, as every status panel. */
export const notice: StyleRule = /* @__PURE__ */ css({ ...tonedPanel, fontSize: '$sm' });

/** Empty live regions take no room, yet stay in the accessibility tree (display: none would stop announcements). */
const collapsedWhenEmpty = {
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
} as const;

export const status: StyleRule = /* @__PURE__ */ css({
  fontSize: '$sm',
  ...collapsedWhenEmpty,
});

/** What went wrong, under the slot: a sentence in the danger tone at the body's weight, never a bold paragraph. */
export const error: StyleRule = /* @__PURE__ */ css({
  color: '$danger',
  fontSize: '$sm',
  ...collapsedWhenEmpty,
});
