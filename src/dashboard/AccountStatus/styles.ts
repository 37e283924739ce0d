/** AccountStatus's styles, from the kit's tokens and shared parts. */
import { cardFrame, inlineLink, tonedPanel } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({ ...cardFrame('720px') });

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const subheading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$md', fontWeight: 700 });

export const banner: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  '& > div': { display: 'grid', gap: '$1', minWidth: 0 },
});

export const title: StyleRule = /* @__PURE__ */ css({ fontWeight: 700 });

export const list: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });

export const item: StyleRule = /* @__PURE__ */ css({ display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });

export const link: StyleRule = /* @__PURE__ */ css({
  ...inlineLink,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
});

export const details: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '$1 $3',
  margin: 0,
  '& dt': { color: '$muted' },
  '& dd': { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
});

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted' });

export const section: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2', minWidth: 0 });
