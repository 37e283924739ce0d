/** The styles of the checkout's outcomes: the status (moment, alert, quiet line) and the receipt; every one is in the generated paykit/styles.css. */
import { inlineLink, tonedPanel } from '../../styles/base';
import { css, keyframes, type StyleRule } from '../../styles/stitches';

/** The Status part: the moment, the alert or the quiet line, and "Start again" under it (never inside the alert). */
export const outcome: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  // Waiting, confirming, checking: a quiet line, not an alert.
  '&:not([data-tone]) [role="status"]': { color: '$muted', fontSize: '$sm' },
  '& > button': { justifySelf: 'start' },
  // Paid: the moment, centred, the amount its hero and the sentence a regular note under it.
  '&[data-tone="success"]': { justifyItems: 'center', gap: '$2', textAlign: 'center', '& [role="status"]': { color: '$muted' } },
});

const pop = keyframes({ from: { transform: 'scale(0.5)', opacity: 0 } });

/** The paid mark: the success check, large; it pops in only when motion is welcome. */
export const mark: StyleRule = /* @__PURE__ */ css({
  // StatusIcon is 1.25em square: 2.75rem makes it 55 px.
  fontSize: '2.75rem',
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
  '& dl': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0 $4', margin: 0 },
  '& dt': { color: '$muted' },
  '& dd': { margin: '0 0 $2', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  '& dd a': inlineLink,
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
