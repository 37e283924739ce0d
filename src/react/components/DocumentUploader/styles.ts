/** The document uploader's styles; every one is in the generated paykit/styles.css. */
import { tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
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

export const label: StyleRule = /* @__PURE__ */ css({ fontWeight: 600 });

export const hint: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** The drop zone; its state shows in the border. */
export const zone: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  padding: '$4',
  border: '2px dashed $border',
  borderRadius: '$md',
  background: '$surface',
  minWidth: 0,
  '&[data-dragging="true"]': { borderColor: '$accent', borderStyle: 'solid', background: '$surfaceAlt' },
  '&[data-state="invalid"], &[data-state="failed"]': { borderColor: '$danger', borderStyle: 'solid' },
  '&[data-state="uploaded"]': { borderColor: '$success', borderStyle: 'solid' },
  '&[data-state="review"]': { borderColor: '$warning', borderStyle: 'solid' },
});

export const pickers: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  // The file inputs are visually hidden; their labels are the buttons, and show the focus.
  '& input:focus-visible + label': {
    outline: '2px solid $focus',
    outlineOffset: '2px',
    boxShadow: '0 0 0 6px $colors$focusHalo',
  },
  // "Take a photo" only where there is a camera to point: phones and tablets.
  '@media (hover: hover) and (pointer: fine)': { '& [data-camera]': { display: 'none' } },
});

export const dropText: StyleRule = /* @__PURE__ */ css({
  color: '$muted',
  fontSize: '$sm',
  '@media (hover: none)': { display: 'none' },
});

export const preview: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '180px',
  objectFit: 'contain',
  borderRadius: '$sm',
  border: '1px solid $border',
  background: '$surfaceAlt',
});

export const fileName: StyleRule = /* @__PURE__ */ css({ fontSize: '$sm', overflowWrap: 'anywhere' });

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
  '&[data-tone="success"]': { color: '$success', fontWeight: 600 },
});

export const error: StyleRule = /* @__PURE__ */ css({
  color: '$danger',
  fontWeight: 600,
  fontSize: '$sm',
  ...collapsedWhenEmpty,
});
