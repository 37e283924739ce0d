/** FxConverter's styles; states are attributes (data-state, data-tone, aria-invalid), never inline styles. */
import { cardFrame, tonedPanel } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', .../* @__PURE__ */ cardFrame('520px') });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const form: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$4', minWidth: 0 });

/** A side of the trade: its currency and its amount, side by side until the card is too narrow. */
export const side: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'minmax(6.5em, auto) minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'end',
  '@media (max-width: 360px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});

export const field: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  '&[data-invalid="true"]': { borderInlineStart: '4px solid $danger', paddingInlineStart: '$3' },
});

export const panel: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gap: '$3',
  minWidth: 0,
  '& > p': { display: 'flex', gap: '$2', alignItems: 'flex-start', margin: 0 },
});

export const figures: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '$1 $3',
  margin: 0,
  '& dt': { color: '$muted', fontSize: '$sm', alignSelf: 'baseline' },
  '& dd': { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', textAlign: 'end' },
  '& [role="timer"]': { fontSize: '$lg' },
  '[data-state="expired"] & [role="timer"]': { color: '$danger' },
});

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });

export const status: StyleRule = /* @__PURE__ */ css({
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
});

export const hintText: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });
