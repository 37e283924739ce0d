import { css, type StyleRule } from '../../styles/stitches';

export const wrapper: StyleRule = /* @__PURE__ */ css({
  display: 'inline-grid',
  gap: '$1',
  justifyItems: 'start',
  maxWidth: '100%',
  fontFamily: '$body',
  color: '$text',
});

export const reason: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

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
  padding: '$2',
  background: '$overlay',
  color: 'inherit',
  '&[open]': { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  '&::backdrop': { background: 'transparent' },
});

export const panel: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(480px, 100%)',
  height: 'min(760px, 100%)',
  borderRadius: '$lg',
  background: '$surface',
  color: '$text',
  fontFamily: '$body',
  overflow: 'hidden',
  '&:focus': { outline: 'none' },
});

export const header: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$2 $3',
  borderBottom: '1px solid $divider',
  '& h2': { margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' },
});

export const frame: StyleRule = /* @__PURE__ */ css({
  flex: '1 1 auto',
  width: '100%',
  border: 0,
  background: '$surface',
});
