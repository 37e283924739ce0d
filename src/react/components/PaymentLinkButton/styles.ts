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

/**
 * The dialog's one surface: the hosted page fills it edge to edge. On a phone it is the whole
 * screen (a sheet that slides up) under a bar that holds only the ×; from 640 px a centred
 * dialog whose edge and shadow keep it apart from the backdrop in the dark theme too, with
 * the × beside its corner so nothing sits between the payer and the page.
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
    height: 'min(780px, calc(100% - 48px))',
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

/** Where the × sits: a bar at the top of the sheet; beside the dialog's top corner from 640 px. */
export const toolbar: StyleRule = /* @__PURE__ */ css({
  flex: 'none',
  display: 'flex',
  justifyContent: 'flex-end',
  '& > button[data-part="close"]': { color: '$text' },
  [SHEET]: { padding: '$1', borderBottom: '1px solid $divider' },
  [DIALOG]: {
    position: 'absolute',
    top: 0,
    insetInlineStart: '100%',
    marginInlineStart: '$3',
    // On the dimmed page: the panel's colour and edge, so it reads as part of the dialog.
    '& > button[data-part="close"]': { borderRadius: '$pill', borderColor: '$divider', background: '$surface' },
  },
});

export const frame: StyleRule = /* @__PURE__ */ css({
  flex: '1 1 auto',
  display: 'block',
  width: '100%',
  minHeight: 0,
  border: 0,
  background: '$surface',
  [DIALOG]: { borderRadius: 'inherit' },
});
