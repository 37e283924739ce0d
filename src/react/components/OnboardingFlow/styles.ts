/** The onboarding flow's frame: progress, step heading, Back, notices. States are attributes, never inline styles. */
import { focusRing } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  display: 'grid',
  gap: '$5',
  width: '100%',
  maxWidth: '680px',
  minWidth: 0,
  // Its own surface, so the theme's text colours always sit on the theme's background; padded,
  // since on a page of another colour (a dark theme on a light page) the surface shows as a box.
  background: '$surface',
  padding: '$5',
  borderRadius: '$lg',
  '@media (max-width: 360px)': { padding: '$3' },
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: 1.5,
  textAlign: 'start',
  '& p': { margin: 0 },
});

/** The numbered list of steps; the current one is bold and underlined, done ones carry a tick. */
export const progress: StyleRule = /* @__PURE__ */ css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $4',
  color: '$muted',
  fontSize: '$sm',
  counterReset: 'pk-step',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '$1', counterIncrement: 'pk-step' },
  '& li::before': {
    content: 'counter(pk-step)',
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: '1.5rem',
    height: '1.5rem',
    borderRadius: '999px',
    border: '1px solid $border',
    fontVariantNumeric: 'tabular-nums',
  },
  '& li[data-state="done"]::before': { content: '"✓"', background: '$success', borderColor: '$success', color: '$surface' },
  '& li[aria-current="step"]': { color: '$text', fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  '& li[aria-current="step"]::before': { background: '$accent', borderColor: '$accent', color: '$accentText' },
  // Wide enough: one column per step, the name under its number, so six steps never wrap
  // into a second row (they did at 1280 px); narrower, the names flow and wrap as words.
  '@media (min-width: 720px)': {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(0, 1fr)',
    gap: '$2',
    '& li': { flexDirection: 'column', textAlign: 'center', gap: '$1' },
  },
});

export const header: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$1', justifyItems: 'start' });

export const caption: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$md' });

export const heading: StyleRule = /* @__PURE__ */ css({
  margin: 0,
  fontSize: '$xl',
  lineHeight: 1.25,
  // Focused by the flow (tabindex -1) so reading starts there; not a control, so no ring (as GOV.UK).
  '&:focus, &:focus-visible': { outline: 'none' },
});

/** GOV.UK's Back link, as a button (it changes the step, not the page). */
export const back: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '44px',
  padding: '0 $1',
  border: 0,
  background: 'none',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  // Inline-block, so the link's underline does not run under the chevron.
  '&::before': { content: '"‹"', display: 'inline-block', fontSize: '$lg', lineHeight: 1 },
});

export const body: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$5', minWidth: 0 });

export const section: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '& > h3, & > legend': { margin: 0, padding: 0, fontSize: '$lg', fontWeight: 700 },
});

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted' });

/** The flow's notices look like the forms' (submission failures, the trust note, success). */
export { notice } from '../forms/styles';

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
