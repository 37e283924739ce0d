import { css, keyframes, type StyleRule } from '../../styles/stitches';

export const wrapper: StyleRule = /* @__PURE__ */ css({
  display: 'inline-grid',
  gap: '$1',
  justifyItems: 'start',
  maxWidth: '100%',
  fontFamily: '$body',
  color: '$text',
});

export const reason: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** Phones get a full-screen sheet; from this width on, a centred dialog over the dimmed page. */
const SHEET = '@media (max-width: 639.98px)';
const DIALOG = '@media (min-width: 640px)';
const MOTION = '@media (prefers-reduced-motion: no-preference)';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

/**
 * The <dialog> itself covers the viewport and is the dimmed backdrop (a click on it, outside
 * the panel, closes it). ::backdrop stays clear: it inherits no custom properties in older
 * browsers, so the theme's overlay colour could not reach it.
 */
export const backdrop: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  padding: 0,
  background: '$overlay',
  color: 'inherit',
  '&::backdrop': { background: 'transparent' },
});

/** A mouse or trackpad: the quiet × can be 40 px; touch keeps the 44 px target. */
const FINE = '@media (hover: hover) and (pointer: fine)';

/**
 * The dialog's one surface: the hosted page fills it edge to edge, with the × inside it at the
 * top inline-end corner (our hosted page keeps that corner of its merchant row free). On a phone
 * it is the whole screen (a sheet that slides up); from 640 px a centred dialog with at least
 * 48 px of the dimmed page above and below, whose edge and shadow keep it apart from the
 * backdrop in the dark theme too. Its height is fixed, so it never jumps when the page loads.
 */
export const panel: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  margin: 'auto',
  background: '$surface',
  color: '$text',
  fontFamily: '$body',
  '&:focus': { outline: 'none' },
  [SHEET]: { [MOTION]: { animation: `${slideUp.name} 240ms cubic-bezier(0.2, 0.8, 0.2, 1)` } },
  [DIALOG]: {
    width: 'min(520px, calc(100% - 128px))',
    height: 'min(780px, calc(100% - 96px))',
    border: '1px solid $divider',
    borderRadius: '$lg',
    boxShadow: '0 24px 64px rgba(0, 0, 0, 0.32)',
    // A page that scrolls inside never shows a line sliced at the edge: its last 24 px fade out (the page ends in padding).
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: '24px',
      borderRadius: '0 0 $lg $lg',
      background: 'linear-gradient(transparent, var(--pk-colors-surface))',
      pointerEvents: 'none',
    },
  },
});

/**
 * Where the × sits: over the page's first row, centred on its 44 px merchant row, at the inline
 * end (mirrored in right-to-left). A page we cannot reach into gets it on a bar of its own.
 */
export const toolbar: StyleRule = /* @__PURE__ */ css({
  position: 'absolute',
  zIndex: 1,
  top: '$4',
  insetInlineEnd: '$2',
  display: 'flex',
  '& > button[data-part="close"]': { color: '$text' },
  [DIALOG]: { insetInlineEnd: '$3', [FINE]: { top: '18px', '& > button[data-part="close"]': { width: '40px', minHeight: '40px' } } },
  '[data-frame="foreign"] > &': { position: 'static', flex: 'none', justifyContent: 'flex-end', padding: '$1', borderBottom: '1px solid $divider' },
});

/** The page's outline while it loads: no frame of its own, the same padding and order as the page. */
export const frameSkeleton: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  padding: '$4',
  overflow: 'hidden',
  borderRadius: 'inherit',
  background: '$surface',
  [DIALOG]: { padding: '20px' },
});
export const skeletonRow: StyleRule = /* @__PURE__ */ css({ display: 'flex', alignItems: 'center', gap: '$3', minHeight: '$control' });
export const skeletonMark: StyleRule = /* @__PURE__ */ css({ width: '32px', height: '32px', borderRadius: '$md' });
export const skeletonLine: StyleRule = /* @__PURE__ */ css({ width: '9rem', height: '14px' });
export const skeletonAmount: StyleRule = /* @__PURE__ */ css({ width: '60%', height: '40px', borderRadius: '$md' });
export const skeletonCode: StyleRule = /* @__PURE__ */ css({ alignSelf: 'center', width: '200px', height: '200px', flex: 'none', borderRadius: '$md' });
export const skeletonAddress: StyleRule = /* @__PURE__ */ css({ height: '44px', flex: 'none', borderRadius: '$md' });

export const frame: StyleRule = /* @__PURE__ */ css({
  flex: '1 1 auto',
  display: 'block',
  width: '100%',
  minHeight: 0,
  border: 0,
  background: '$surface',
  [DIALOG]: { borderRadius: 'inherit' },
});
