/** FxConverter's styles; states are attributes (data-state, data-tone, aria-invalid), never inline styles. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { cardLabels } from '../card-parts';
import { css, type StyleRule } from '../../react/styles/stitches';

export { cardTitle as heading } from '../card-parts';

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', ...cardFrame('$narrow'), containerType: 'inline-size', ...cardLabels });

export const form: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  // A phone-wide card: each action the card's width, one under the other.
  '@container (max-width: 24rem)': { '& [data-part="actions"] > button': { flex: '1 1 100%' } },
});

/** A side of the trade: its currency (6rem) paired with its amount on one row, at every width. */
export const side: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'end',
});

export const panel: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gap: '$3',
  minWidth: 0,
  '& > p': { display: 'flex', gap: '$2', alignItems: 'flex-start', margin: 0 },
  // A quote is a summary, not news: a quiet well, expired too.
  '&[data-part="quote"]': { background: '$surfaceAlt' },
});

export const figures: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  // A label takes at most half the row and wraps between its words past that: a long one
  // ("Angewandter Kurs") must not leave the rate beside it a column too narrow for one line.
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  gap: '$1 $3',
  alignItems: 'baseline',
  margin: 0,
  '& dt': { color: '$muted', fontSize: '$sm' },
  '& dd': { margin: 0, fontWeight: '$medium', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' },
  // What the person receives is the quote's one figure; the rest are read, not shown off.
  '& dd[data-field="buy"]': { fontSize: '$lg', fontWeight: '$semibold' },
  // The rate is read, not shown off: smaller, so it keeps one line on a phone (and takes a second rather than leave the well at 320).
  '& dd[data-field$="rate"]': { fontSize: '$sm', whiteSpace: 'normal' },
  // A phone-narrow card (320 px) has no room for a label and a value side by side once either
  // is long (German's "Gutgeschrieben" leaves the rate 83 px, three lines): each label over its value.
  '@container (max-width: 15rem)': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '& dd': { textAlign: 'start' },
    '& dd:not(:last-child)': { marginBlockEnd: '$2' },
  },
});

/** "Expires in 9:59": quiet under the summary (gone once expired: the alert under it says so). */
export const expiry: StyleRule = /* @__PURE__ */ css({ margin: 0, color: '$muted', fontSize: '$sm', fontVariantNumeric: 'tabular-nums' });

export const hintText: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });
