/** Style pieces shared by the components. Variants are attribute selectors, so every rule is in the base sheet. */
import { css, keyframes, type StyleRule } from './stitches';

export { focusRing } from './focus';
export { button, fieldControl, inlineLink } from './controls';
export { stack, cluster, grid } from './layout';

/**
 * The kit's one card: the frame of anything that stands on its own (checkout, onboarding form,
 * account card, each dashboard card). A hairline edge and a soft shadow, the same in every
 * theme; its padding narrows with the screen so content keeps the width.
 */
export function cardFrame(maxWidth: string) {
  return {
    boxSizing: 'border-box',
    '& *, & *::before, & *::after': { boxSizing: 'border-box' },
    display: 'grid',
    gap: '$4',
    width: '100%',
    maxWidth,
    minWidth: 0,
    padding: '$5',
    border: '1px solid $divider',
    borderRadius: '$lg',
    background: '$surface',
    boxShadow: '$card',
    color: '$text',
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: 1.5,
    textAlign: 'start',
    '& p': { margin: 0 },
    // Focus moved by script to a heading or message (tabindex="-1") tells screen readers where
    // they are; a ring there would look like something to press.
    '& [tabindex="-1"]:focus, & [tabindex="-1"]:focus-visible': { outline: 'none' },
    '@media (max-width: 480px)': { padding: '$4' },
    '@media (max-width: 360px)': { padding: '$3', gap: '$3' },
  } as const;
}

/**
 * A status panel: a tinted surface by `data-tone` (success, warning, danger; info when absent),
 * rounded, with no side bar (a bar on a rounded panel looks clipped). Put a StatusIcon of the
 * same tone first inside. Its words are regular; only a title, marked `data-title`, is bold: a bold panel shouts.
 */
export const tonedPanel = {
  padding: '$3',
  borderRadius: '$md',
  background: '$infoSurface',
  '&[data-tone="success"]': { background: '$successSurface' },
  '&[data-tone="warning"]': { background: '$warningSurface' },
  '&[data-tone="danger"]': { background: '$dangerSurface' },
  fontWeight: '$regular',
  '& [data-title]': { fontWeight: '$semibold' },
} as const;

/** StatusIcon's size and colour, by its `data-tone` (info when absent). */
export const statusIcon: StyleRule = /* @__PURE__ */ css({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  color: '$info',
  '&[data-tone="success"]': { color: '$success' },
  '&[data-tone="warning"]': { color: '$warning' },
  '&[data-tone="danger"]': { color: '$danger' },
  // Forced colours drop the tone; the shape still tells them apart.
  '@media (forced-colors: active)': { color: 'CanvasText' },
});

/**
 * The provider's element: takes no box, carries the theme, and tells the browser which scheme
 * its own controls (radios, checkboxes, date pickers, scroll bars) take and their accent: a
 * native radio in the dark theme was a grey blob. The classes are stitches.ts's theme classes.
 */
export const providerRoot: StyleRule = /* @__PURE__ */ css({
  display: 'contents',
  colorScheme: 'light',
  accentColor: '$colors$accent',
  '&.pk-theme-auto': { colorScheme: 'light dark' },
  '&.pk-theme-dark': { colorScheme: 'dark' },
});

/**
 * A row's overflow menu (RowMenu): a small surface under its "⋯", flush with the end edge of
 * whatever the caller makes its containing block, so it never leaves the card.
 */
export const menuList: StyleRule = /* @__PURE__ */ css({
  position: 'absolute',
  zIndex: 1,
  insetInlineEnd: 0,
  top: '100%',
  display: 'grid',
  minWidth: '12rem',
  marginTop: '$1',
  padding: '$1',
  border: '1px solid $divider',
  borderRadius: '$md',
  background: '$surface',
  boxShadow: '$card',
  '&[hidden]': { display: 'none' },
  '& > *': { justifyContent: 'flex-start' },
});

/** Readable by screen readers, invisible on screen. */
export const visuallyHidden: StyleRule = /* @__PURE__ */ css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  userSelect: 'none',
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** Placeholder blocks while loading; still, when the payer asks for reduced motion. */
export const skeleton: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  background: '$surfaceAlt',
  borderRadius: '$sm',
  // `name` inserts the keyframes rule, as converting to a string does.
  animation: `${pulse.name} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** Joins class names, skipping empty ones. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
