/** The styles of the checkout's outcomes: the status (moment, alert, quiet line) and the receipt; every one is in the generated paykit/styles.css. */
import { inlineLink, tonedPanel } from '../../styles/base';
import { css, keyframes, type StyleRule } from '../../styles/stitches';

const pulse = keyframes({ '50%': { opacity: 0.35 } });
const pop = keyframes({ from: { transform: 'scale(0.5)', opacity: 0 } });

/** The Status part: the moment, the alert or the quiet line, and "Start again" under it (never inside the alert). */
export const outcome: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  // Waiting, confirming, checking: a neutral pill with a dot, not an alert.
  '&:not([data-tone]) [role="status"] > p:first-child': {
    display: 'inline-flex',
    justifySelf: 'start',
    alignItems: 'center',
    gap: '$2',
    padding: '$1 $3',
    borderRadius: '$pill',
    background: '$surfaceAlt',
    fontSize: '$sm',
    fontWeight: '$medium',
    '&::before': { content: '""', flex: 'none', width: '8px', height: '8px', borderRadius: '50%', background: '$accent' },
    '@media (prefers-reduced-motion: no-preference)': { '&::before': { animation: `${pulse.name} 1.6s ease-in-out infinite` } },
  },
  // Expired, failed: the alert, then what it leaves (the amount, the advice) as the card's own
  // rows, and "Start again" last.
  '&[data-tone="danger"]': { display: 'contents', '& > button': { order: 1 } },
  // Paid: the moment, centred, the amount its hero; the heading already says the sentence, which stays for the screen reader only.
  '&[data-tone="success"]': { justifyItems: 'center', gap: '$2', textAlign: 'center', '& [role="status"]': { color: '$muted' } },
  '&[data-state="settled"] [role="status"] > p:first-child': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
  // Overpaid: the difference, a left-aligned note under the amount.
  '&[data-state="overpaid"] [role="status"]': { justifySelf: 'stretch', padding: '$3', borderRadius: '$md', background: '$surfaceAlt', textAlign: 'start' },
});

/** The paid mark: the success check, large; it pops in only when motion is welcome. */
export const mark: StyleRule = /* @__PURE__ */ css({
  // StatusIcon is 1.25em square: 3.2rem makes it 64 px, on a 96 px tinted disc.
  fontSize: '3.2rem',
  boxSizing: 'content-box',
  padding: '$4',
  borderRadius: '50%',
  background: '$successSurface',
  marginBottom: '$2',
  '@media (prefers-reduced-motion: no-preference)': { animation: `${pop.name} 0.3s ease-out` },
});

export const momentTitle: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });

/** The alert: a tinted panel, its icon, a bold title and a regular body. */
export const status: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '$2',
  alignItems: 'start',
  '& > [data-status-icon]': { marginTop: '0.15em' },
});

export const statusBody: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$1' });

export const reconnecting: StyleRule = /* @__PURE__ */ css({ color: '$warning', fontSize: '$sm' });

export const receipt: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  paddingTop: '$4',
  borderTop: '1px solid $divider',
  fontSize: '$sm',
  // Label above value in a narrow card, side by side in a wide one.
  '& dl': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0 $4', alignItems: 'baseline', margin: 0 },
  '& dt': { color: '$muted' },
  '& dd': { margin: '0 0 $2', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  // The explorer a quiet link: underlined on hover or focus, its arrow (not spoken) saying it opens elsewhere.
  '& dd a': { ...inlineLink, '&:not(:hover):not(:focus-visible)': { textDecoration: 'none' }, '&::after': { content: '"\\2009\\2197" / ""' } },
  '& summary': { paddingBlock: '$3', color: '$muted', fontWeight: '$medium' },
  '& > a': { width: '100%', marginTop: '$2' },
  '@container (min-width: 24rem)': { '& dl': { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: '$2' }, '& dd': { marginBottom: 0 } },
});

export const hash: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$3',
  '& code': { fontFamily: '$mono', whiteSpace: 'nowrap' },
});
