/** FxConverter's styles; states are attributes (data-state, data-tone, aria-invalid), never inline styles. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { cardLabels } from '../card-parts';
import { css, type StyleRule } from '../../react/styles/stitches';

export { cardTitle as heading } from '../card-parts';

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', ...cardFrame('$narrow'), containerType: 'inline-size', ...cardLabels });

export const form: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$4', minWidth: 0 });

/** A side of the trade: its currency and its amount, side by side until the card is too narrow. */
export const side: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'minmax(6.5em, auto) minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'end',
  '@container (max-width: 20rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});

export const panel: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gap: '$3',
  minWidth: 0,
  '& > p': { display: 'flex', gap: '$2', alignItems: 'flex-start', margin: 0 },
  // A quote is a summary, not news: a quiet well; only an expired one takes the warning's tint.
  '&[data-part="quote"]:not([data-tone])': { background: '$surfaceAlt' },
});

export const figures: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '$1 $3',
  margin: 0,
  '& dt': { color: '$muted', fontSize: '$sm', alignSelf: 'baseline' },
  '& dd': { margin: 0, fontWeight: '$medium', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' },
  // What the person receives is the quote's one figure; the rest are read, not shown off.
  '& dd[data-field="buy"]': { fontSize: '$lg', fontWeight: '$semibold' },
  '[data-state="expired"] & [role="timer"]': { color: '$danger' },
  // A narrow card: each figure under its label, so a long amount keeps its one line.
  '@container (max-width: 22rem)': { gridTemplateColumns: 'minmax(0, 1fr)', '& dd': { textAlign: 'start' } },
});

export const hintText: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });
