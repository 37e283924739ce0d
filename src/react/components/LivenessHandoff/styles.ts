/** The selfie-check hand-off's styles; every one is in the generated paykit/styles.css. */
import { tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

/** Empty live regions take no room, yet stay in the accessibility tree (display: none would stop announcements). */
const collapsedWhenEmpty = {
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
} as const;

export const root: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  boxSizing: 'border-box',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  width: '100%',
  maxWidth: '480px',
  minWidth: 0,
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: 1.5,
  '& p': { margin: 0 },
  // Already on a phone (a touch screen without hover), "continue on my phone" would have it scan
  // its own screen: CSS decides, so the first paint (and a server's) is right.
  '@media (hover: none) and (pointer: coarse)': { '& [data-part="phone"]': { display: 'none' } },
});

export const title: StyleRule = /* @__PURE__ */ css({ fontSize: '$lg', fontWeight: 700 });

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** A state's sentence: quiet while waiting, in the success tone when done, a danger panel (regular words, not a red bold paragraph) when the check failed. */
export const status: StyleRule = /* @__PURE__ */ css({
  ...collapsedWhenEmpty,
  '&[data-tone="success"]': { color: '$success', fontWeight: '$semibold' },
  '&[data-tone="danger"]': { ...tonedPanel, justifySelf: 'stretch' },
});

export const actions: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  // On a phone the start and its alternative are one width, one under the other.
  '@media (max-width: 480px)': { flexDirection: 'column', alignSelf: 'stretch' },
});

export const qr: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  justifyItems: 'center',
  width: '100%',
  maxWidth: '240px',
  margin: 0,
  '& > div': { width: '100%', padding: '$2', borderRadius: '$md', background: '#ffffff' },
  // Dark modules on white in every theme: scanners need the contrast and the quiet zone.
  '& svg': { display: 'block', width: '100%', height: 'auto' },
  '& figcaption': { color: '$muted', fontSize: '$sm', textAlign: 'center' },
});

export const link: StyleRule = /* @__PURE__ */ css({
  color: '$accent',
  fontWeight: 600,
  textDecoration: 'underline',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

export const error: StyleRule = /* @__PURE__ */ css({ color: '$danger', fontWeight: 600, ...collapsedWhenEmpty });
