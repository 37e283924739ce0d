/** The styles of the checkout's outcomes: the status (moment, alert, quiet line) and the receipt; every one is in the generated paykit/styles.css. */
import { inlineLink, tonedPanel } from '../../styles/base';
import { css, keyframes, type StyleRule } from '../../styles/stitches';

const pulse = keyframes({ '50%': { opacity: 0.35 } });
const pop = keyframes({ from: { transform: 'scale(0.5)', opacity: 0 } });

/** The Status part: the pill while waiting, the alert (underpaid, not loaded), or a moment (see moment). */
export const outcome: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  // Waiting, confirming, checking: a neutral pill with a dot, not an alert; partly paid: an amber one.
  '&:not([data-tone]) [role="status"] > p:first-child, & > [data-pill]': {
    display: 'inline-flex',
    justifySelf: 'start',
    alignItems: 'center',
    gap: '$2',
    padding: '$1 $3',
    borderRadius: '$pill',
    background: '$surfaceAlt',
    fontSize: '$sm',
    fontWeight: '$medium',
    // A status is a few words, never broken over two lines (as the list pill's).
    whiteSpace: 'nowrap',
    '&::before': { content: '""', flex: 'none', width: '8px', height: '8px', borderRadius: '50%', background: '$accent' },
    '@media (prefers-reduced-motion: no-preference)': { '&::before': { animation: `${pulse.name} 1.6s ease-in-out infinite` } },
  },
  '& > [data-pill]': { background: '$warningSurface', color: '$warning', '&::before': { background: 'currentColor' } },
  // Loading, confirming and checking say a whole sentence: a tinted note with the dot on its first line, not a pill
  // around a paragraph, and it may wrap.
  '&[data-state="loading"], &[data-state="confirming"], &[data-state="checking"]': {
    '& [role="status"] > p:first-child': { borderRadius: '$md', alignItems: 'baseline', whiteSpace: 'normal' },
  },
  // Partly paid: the alert across the row, then the pill where waiting's is, beside the time left.
  '&[data-state="underpaid"]': { display: 'contents', '& > [data-tone]': { gridColumn: '1 / -1', marginBottom: '$2' } },
  // Not loaded: the alert, and "Start again" at the card's foot.
  '&[data-state="error"]': { display: 'contents', '& > button': { order: 1 } },
});

/** A payment that ended (paid, expired, failed): centred, a large mark, the heading, what it leaves, then the one next step full width. */
export const moment: StyleRule = /* @__PURE__ */ css({
  justifyItems: 'center',
  gap: '$2',
  textAlign: 'center',
  '& [role="status"]': { gap: '$2', color: '$muted' },
  '& h2, & [data-hero]': { color: '$text' },
  '& > button': { marginTop: '$3' },
  // A note under the moment (overpaid's difference, what to quote): left-aligned, tinted, 16 px under what it explains.
  '& [data-note]': { marginTop: '$2', padding: '$3', borderRadius: '$md', background: '$surfaceAlt', color: '$muted', fontSize: '$sm', textAlign: 'start' },
});

/** The moment's mark: the tone's icon, large, on a 96 px tinted disc; it pops in only when motion is welcome. */
export const mark: StyleRule = /* @__PURE__ */ css({
  // StatusIcon is 1.25em square: 3.2rem makes it 64 px, on a 96 px tinted disc.
  fontSize: '3.2rem',
  boxSizing: 'content-box',
  padding: '$4',
  borderRadius: '50%',
  background: '$successSurface',
  '&[data-tone="danger"]': { background: '$dangerSurface' },
  marginBottom: '$2',
  '@media (prefers-reduced-motion: no-preference)': { animation: `${pop.name} 0.3s ease-out` },
});

export const momentTitle: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });

/** The reference to quote, as a chip with its copy button, inside the sentence that asks for it. */
export const chip: StyleRule = /* @__PURE__ */ css({ paddingInlineStart: '$2', borderRadius: '$sm', background: '$surface', color: '$text', whiteSpace: 'nowrap' });

/** The alert: a tinted panel, its icon and its words. */
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
  // The last row keeps no margin: "Details" sits one gap (24 px to its words) under the hash, not 60.
  '& dd': { margin: '0 0 $2', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', '&:last-child': { marginBottom: 0 } },
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
